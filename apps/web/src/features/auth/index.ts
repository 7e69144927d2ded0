export { LoginModalHost } from './components/lazy-login-modal';
