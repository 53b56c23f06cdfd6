export { announcementsFor } from './api/get-marquee';
export { HomeMarquee } from './components/home-marquee';
export { MarqueeBar } from './components/marquee-bar';
