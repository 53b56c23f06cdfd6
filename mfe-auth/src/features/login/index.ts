/**
 * The login feature: the form and its captcha, the page (./App's root) and the pieces the login
 * dialog and the popup login compose with the views that follow a login (src/dialogs).
 */
export { LoginPage } from './components/login-page';
export { LoginForm, type LoginFormProps, type LoginNotice } from './components/login-form';
export { BrandHeader } from './components/brand-header';
export { SecureNote } from './components/secure-note';
export { CaptchaAdornment } from './components/captcha-adornment';
export { CaptchaAlternative } from './components/captcha-alternative';
export { useCaptcha, type UseCaptchaResult } from './api/get-captcha';
export { announceLogin, clientInfo, type LoginNextStep } from './api/login';
