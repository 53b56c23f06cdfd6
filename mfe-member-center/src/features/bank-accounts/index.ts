export { BindAccountPage } from './components/bind-account-page';
