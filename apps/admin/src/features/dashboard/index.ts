export { DashboardPage } from './pages/dashboard-page';
