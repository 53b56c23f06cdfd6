export { TransactionRecordPage } from './components/transaction-record-page';
export { DwRecordPage } from './components/dw-record-page';
