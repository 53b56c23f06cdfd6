/** The sign-up feature: the dialog (./RegisterModal), the page (./App at /register) and the login's link to it. */
export { RegisterModalRoot } from './components/register-modal-root';
export { RegisterPage } from './components/register-page';
export { RegisterLink } from './components/register-link';
export type { RegisterCaptchaKit, RegisterCaptchaState } from './lib/captcha-kit';
