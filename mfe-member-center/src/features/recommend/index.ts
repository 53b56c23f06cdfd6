export { RecommendProjectPage } from './components/recommend-project-page';
export { RecommendRecordPage } from './components/recommend-record-page';
export { RecommendMemberSearchPage } from './components/recommend-member-search-page';
