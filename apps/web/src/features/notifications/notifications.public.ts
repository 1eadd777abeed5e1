// What the app shell and other features may use of notifications.
export { NotificationBell } from './components/NotificationBell';
