export { HomeBanners, type HomeBannersProps } from './components/home-banners';
