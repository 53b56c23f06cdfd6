export * from './timing';
export * from './codes';
export * from './locale';
export * from './storage-keys';
export * from './messages';
export * from './routes';
export * from './payments';
export * from './register';
