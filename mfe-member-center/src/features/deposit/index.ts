export { DepositPage } from './components/deposit-page';
export { FastPaymentPage } from './components/fast-payment-page';
