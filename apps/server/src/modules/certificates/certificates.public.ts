// What other modules may use of certificates: everything else in this folder is private. Programme completion
// reaches certificates through training's event (see certificates.module.ts), not through a call.
// Awards of other domains (a selection's winners) become certificates through this port, in the caller's transaction.
export { issueAwardCertificate, type Award } from './award-certificates';
// Erasure on request (privacy's job): the holder's certificates kept under the pseudonym, in its transaction.
export { erasePersonalDataOfCertificateHolder } from './holder-erasure.service';
// What it holds about one person, for their personal-data export (modules/privacy/exports).
export { personalDataOfCertificates } from './certificates-personal-data';
