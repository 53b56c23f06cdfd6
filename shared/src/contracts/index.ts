export * from './api';
export * from './site-config';
export * from './remote-props';
export * from './bus-events';
export * from './load-site-config';
export * from './realtime';
export * from './server-texts';
export * from './game-launch';
