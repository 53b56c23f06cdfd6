export { TransactionRecordPage } from './components/transaction-record-page';
export { DwRecordPage } from './components/dw-record-page';
export { BetRecordPage } from './components/bet-record-page';
