// What the app shell may use of the site-wide search: the header's box. The results page loads through the page registry.
export { HeaderSearch } from './components/HeaderSearch';
