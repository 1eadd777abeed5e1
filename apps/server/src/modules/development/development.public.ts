// What other modules may use of development: everything else in this folder is private.
export { ensureDevelopmentDefaults } from './development.service';
// The evidence lock moved to files (files.public), so that domains development reads facts from (learning's ledger)
// need not import development; re-exported until profile, which still takes it from here, imports it from files.
export { lockEvidenceFiles } from '@server/modules/files/files.public';
