export { DiscountsPage } from './pages/discounts-page';
