// What other features and app/ may use of privacy: its pages through the page registry, and what is re-exported here.
export { privacyAccess } from './privacy.access';
