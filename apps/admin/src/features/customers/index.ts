export { CustomerPage } from './pages/customer-page';
export { CustomersPage } from './pages/customers-page';
