export { DeliveryPage } from './pages/delivery-page';
