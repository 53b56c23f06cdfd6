export { AnnouncementPage } from './components/announcement-page';
