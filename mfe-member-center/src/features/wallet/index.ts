export { MyWalletPage } from './components/my-wallet-page';
