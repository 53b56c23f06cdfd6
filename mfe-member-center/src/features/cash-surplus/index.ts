export { CashSurplusPage } from './components/cash-surplus-page';
