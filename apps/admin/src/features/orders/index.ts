export { OrdersPage } from './pages/orders-page';
export { OrderDetailsPage } from './pages/order-details-page';
export { PrintPage } from './pages/print-page';
