export { InfoPage } from './components/info-page';
