/** What the app shell may use of the tenant's app info: the start-up search for it (app/startup-calls.ts). */
export { searchAppInfo } from './api/search-app-info';
