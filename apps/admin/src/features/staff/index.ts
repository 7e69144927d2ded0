export { StaffPage } from './pages/staff-page';
