export { useFooterEntries } from './api/get-footer-entries';
export { useSponsors } from './api/get-sponsors';
export { ContentCard, ContentLayout, type ContentNavItem } from './components/content-layout';
export { FaqTopic } from './components/faq-topic';
export { SponsorGrid } from './components/sponsor-grid';
export { pagesOf, readFooterEntries, readSponsors, type FooterEntry, type Sponsor } from './lib/content-entries';
