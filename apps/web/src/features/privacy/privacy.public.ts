// What other features and app/ may use of privacy: its pages through the page registry, and what is re-exported here.
export { privacyAccess } from './privacy.access';
// The privacy notice a teacher must accept, shown over every page of the signed-in layout.
export { PrivacyNoticeGate } from './components/PrivacyNoticeGate';
