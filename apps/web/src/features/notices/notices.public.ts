// What other features may import of notices (the home page's unread notices): everything else here is private.
export { UnreadNoticesCard } from './components/UnreadNoticesCard';
export { useNoticeUnread } from './api/get-unread';
