export { orderQueryOptions } from './api/get-order';
export { Money, useMoneyText } from './components/money';
export { TotalsList } from './components/totals-list';
