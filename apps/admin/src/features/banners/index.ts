export { BannersPage } from './pages/banners-page';
