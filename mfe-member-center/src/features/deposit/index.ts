export { DepositPage } from './components/deposit-page';
