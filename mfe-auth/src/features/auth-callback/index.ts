/** The popup login page (SPEC §2 /authCallback, §4 popup login): it reports to its opener and closes. */
export { AuthCallbackPage, type AuthCallbackPageProps, type PopupLoginHandlers } from './components/auth-callback-page';
