// What other modules may use of development: everything else in this folder is private.
export { ensureDevelopmentDefaults } from './development.service';
export { lockEvidenceFiles } from '@server/modules/development/evidence/development-evidence.service';
