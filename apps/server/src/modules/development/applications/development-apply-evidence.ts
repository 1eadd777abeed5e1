import type { ApplyEvidence } from '@yanxiu/contract/development-apply';
import type { CheckedCondition, ConditionFile, FileKind } from '@yanxiu/contract/development-model';
import type { FieldIssue } from '@yanxiu/contract/envelope';
import { DOCX } from '@server/platform/storage/content-type';

/** A stored file offered as evidence. */
export type OfferedFile = { id: string; ownerUserId: number; purpose: string; contentType: string };
/** What a condition asks for: how many files are required and which kinds it accepts (none listed: any). */
export type ConditionNeeds = { code: string; requiredFiles: number; kinds: readonly FileKind[] };

/**
 * What each checked condition asks for at submit: its required files, and at least one file for a condition the
 * platform could not check (`met: null`: declared, or no data on record), whether or not the district listed files
 * for it, so nothing unverifiable passes unproven. Kinds: those its files accept, any evidence kind when none.
 */
export function conditionNeeds(
  conditions: readonly Pick<CheckedCondition, 'code' | 'check'>[],
  files: readonly Pick<ConditionFile, 'conditionCode' | 'required' | 'kinds'>[],
): ConditionNeeds[] {
  return conditions.map((condition) => {
    const asked = files.filter((file) => file.conditionCode === condition.code);
    const required = asked.filter((file) => file.required).length;
    return {
      code: condition.code,
      requiredFiles: condition.check.met === null ? Math.max(1, required) : required,
      kinds: [...new Set(asked.flatMap((file) => file.kinds))],
    };
  });
}

const KIND_MATCHES: Record<FileKind, (contentType: string) => boolean> = {
  pdf: (type) => type === 'application/pdf',
  image: (type) => type.startsWith('image/'),
  word: (type) => type === DOCX,
};

/**
 * What is wrong with an application's evidence: conditions it does not have, required files missing, and files
 * that are not the applicant's own evidence uploads of this tenant or of a kind the condition does not accept.
 */
export function evidenceIssues(
  evidence: ApplyEvidence,
  needs: readonly ConditionNeeds[],
  files: readonly OfferedFile[],
  applicantUserId: number,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const byCode = new Map(needs.map((need) => [need.code, need]));
  const byId = new Map(files.map((file) => [file.id, file]));
  for (const [code, ids] of Object.entries(evidence)) {
    const need = byCode.get(code);
    if (!need) {
      issues.push({ path: `body.evidence.${code}`, message: 'not a condition of this phase' });
      continue;
    }
    for (const id of ids) {
      const file = byId.get(id);
      if (!file || file.ownerUserId !== applicantUserId || file.purpose !== 'evidence') {
        issues.push({ path: `body.evidence.${code}`, message: `file ${id} is not an evidence file you uploaded` });
      } else if (need.kinds.length > 0 && !need.kinds.some((kind) => KIND_MATCHES[kind](file.contentType))) {
        issues.push({ path: `body.evidence.${code}`, message: `file ${id} is not of an accepted kind (${need.kinds.join(', ')})` });
      }
    }
  }
  for (const need of needs) {
    const given = evidence[need.code]?.length ?? 0;
    if (given < need.requiredFiles)
      issues.push({ path: `body.evidence.${need.code}`, message: `needs at least ${need.requiredFiles} file(s)` });
  }
  return issues;
}
