// What other modules' tests may use from development (the module's public test surface).
export { deleteUnusedEvidenceAcrossTenants as deleteUnusedEvidence } from '@server/modules/development/evidence/development-evidence.repository';
