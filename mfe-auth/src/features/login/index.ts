/** The login feature: the dialog (./LoginModal) and the page (./App's root). */
export { LoginModalRoot } from './components/login-modal-root';
export { LoginPage } from './components/login-page';
