export { FailedMessagesPage } from './pages/failed-messages-page';
