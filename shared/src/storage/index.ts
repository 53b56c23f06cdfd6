/** `@site/shared/storage`: typed localStorage, sessionStorage and cookies for the keys of SPEC §3. */
export {
  local,
  session,
  tokenStore,
  memberStore,
  type TypedStorage,
  type SessionKey,
  type StoredMember,
  type StoredMemberValues,
} from './web-storage';
export { cookies, hoursToDays, minutesToDays, type CookieSetOptions } from './cookies';
