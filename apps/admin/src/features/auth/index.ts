export { LoginPage } from './pages/login-page';
