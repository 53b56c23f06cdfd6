/** Every API call, described once (see call.ts). */
export {
  defineCall,
  type ApiCall,
  type CallBody,
  type CallCode,
  type CallData,
  type CallFailure,
  type CallMethod,
  type CallParams,
  type CallQuery,
  type ResultCode,
} from './call';
/** TypeBox's builder and its derived type, for schemas the platform keeps to itself (the provider wallet's signed calls). */
export { Type } from './call';
export type { Static } from '@sinclair/typebox';
export * from './letters';
export * from './payments';
export * from './auth';
export * from './promotions';
export * from './members';
export * from './content';
export * from './site';
export * from './assets';
export * from './wallet';
export * from './games';
export * from './registration';
export * from './dev';
export * from './envelope';
export * from './broadcasting';
export * from './operator';
export * from './provider-wallet';
export * from './referral';
export * from './responsible-gaming';
export * from './agents';
