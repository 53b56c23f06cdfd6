export { WithdrawalPage } from './components/withdrawal-page';
