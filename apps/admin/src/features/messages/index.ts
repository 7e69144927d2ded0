export { MessagesPage } from './pages/messages-page';
