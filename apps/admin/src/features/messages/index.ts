export { MessagePage } from './pages/message-page';
export { MessagesPage } from './pages/messages-page';
