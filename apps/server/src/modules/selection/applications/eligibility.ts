import type { Eligibility, IneligibleDetail } from '@yanxiu/contract/selection';
import { callEligibilityMisses } from '@server/platform/call/call-rules';

/** What the eligibility rule looks at of a teacher (hours only read when the rule asks for some). */
export type TeacherFacts = {
  sectionCode: string | null;
  subjectCode: string | null;
  roles: readonly string[];
  phaseCode: string | null;
  /** Verified learning hours of the current year; null when not read. */
  learningHours: number | null;
};

/** A group as the rule needs it. */
export type GroupFit = { id: number; sectionCode: string; subjectCode: string | null };

/** The groups of a classified project a teacher's section and subject fit. */
export function fittingGroups(groups: readonly GroupFit[], teacher: Pick<TeacherFacts, 'sectionCode' | 'subjectCode'>): number[] {
  return groups
    .filter(
      (group) => group.sectionCode === teacher.sectionCode && (group.subjectCode === null || group.subjectCode === teacher.subjectCode),
    )
    .map((group) => group.id);
}

const reason = (code: IneligibleDetail['code'], required: number | null = null, actual: number | null = null): IneligibleDetail => ({
  code,
  required,
  actual,
});

/**
 * Every reason a teacher may not apply to a project, in a fixed order (empty when they may): the window, then the
 * rule's sections, subjects, roles, career phases and learning hours, then (classified projects) a fitting group.
 */
export function ineligibleReasons(
  project: { open: boolean; eligibility: Eligibility; classified: boolean; groups: readonly GroupFit[] },
  teacher: TeacherFacts,
): IneligibleDetail[] {
  const rule = project.eligibility;
  const reasons: IneligibleDetail[] = [];
  if (!project.open) reasons.push(reason('notOpen'));
  for (const miss of callEligibilityMisses(rule, teacher)) reasons.push(reason(miss));
  if (rule.phaseCodes.length > 0 && !(teacher.phaseCode && rule.phaseCodes.includes(teacher.phaseCode))) reasons.push(reason('phase'));
  if (rule.minLearningHours !== null && (teacher.learningHours ?? 0) < rule.minLearningHours) {
    reasons.push(reason('learningHours', rule.minLearningHours, teacher.learningHours ?? 0));
  }
  if (project.classified && fittingGroups(project.groups, teacher).length === 0) reasons.push(reason('noGroup'));
  return reasons;
}
