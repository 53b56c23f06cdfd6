/** Every API call, described once (see call.ts). */
export {
  defineCall,
  type ApiCall,
  type CallBody,
  type CallCode,
  type CallData,
  type CallMethod,
  type ResultCode,
} from './call';
export * from './letters';
export * from './auth';
export * from './promotions';
export * from './members';
export * from './content';
export * from './site';
export * from './assets';
export * from './wallet';
export * from './games';
