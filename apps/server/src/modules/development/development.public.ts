// What other modules may use of development: everything else in this folder is private.
export { findRunningApplicationUsing, lockEvidenceFiles } from './evidence/development-evidence.repository';
export { DEFAULT_DEVELOPMENT_TYPES, DEFAULT_POST_TYPES } from './model/default-model';
export { ensurePhases } from './development.repository';
export { ensureDevelopmentModel } from './model/development-model-seed.repository';
export { inWriteTransaction } from './write-transaction';
