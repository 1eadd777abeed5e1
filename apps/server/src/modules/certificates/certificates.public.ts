// What other modules may use of certificates: everything else in this folder is private. Programme completion
// reaches certificates through training's event (see certificates.module.ts), not through a call.
export { seedDemoCertificates } from './demo/certificates-demo';
