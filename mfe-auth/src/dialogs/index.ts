/** The app layer's compositions of several features: the login dialog, its views and the popup login. */
export { LoginFlow, type LoginFlowProps } from './login-flow';
export { LoginModalRoot } from './login-modal-root';
export { AuthCallbackRoot } from './auth-callback-root';
