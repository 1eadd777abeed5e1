// What other modules may use of certificates: everything else in this folder is private.
export { issueCertificate } from './certificate-issue.repository';
export { revokeCertificate } from './certificates.repository';
