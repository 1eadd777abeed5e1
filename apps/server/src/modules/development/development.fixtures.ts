// What other modules' tests may use from development (the module's public test surface).
export { deleteUnusedEvidence } from './evidence/development-evidence.repository';
