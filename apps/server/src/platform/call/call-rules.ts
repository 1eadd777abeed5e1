import type { CallEligibility } from '@yanxiu/contract/call';

// The rules a selection project and a topic call share: when one takes applications, and who its eligibility rule
// lets apply. Each domain adds its own reasons (selection: career phases, learning hours, groups).

/** What the shared eligibility rule reads of a would-be applicant. */
export type ApplicantFacts = { sectionCode: string | null; subjectCode: string | null; roles: readonly string[] };

/** A part of the shared rule an applicant misses. */
export type CallEligibilityMiss = 'section' | 'subject' | 'role';

/** Whether a call takes applications at an instant: published and within its window (the end excluded). */
export function isCallOpen(call: { state: string; startsAt: Date; endsAt: Date }, now = new Date()): boolean {
  return call.state === 'published' && call.startsAt <= now && now < call.endsAt;
}

/** The parts of the rule an applicant misses, in a fixed order (sections, subjects, roles); empty when none. */
export function callEligibilityMisses(rule: CallEligibility, facts: ApplicantFacts): CallEligibilityMiss[] {
  const misses: CallEligibilityMiss[] = [];
  if (rule.sectionCodes.length > 0 && !(facts.sectionCode && rule.sectionCodes.includes(facts.sectionCode))) misses.push('section');
  if (rule.subjectCodes.length > 0 && !(facts.subjectCode && rule.subjectCodes.includes(facts.subjectCode))) misses.push('subject');
  if (rule.roles.length > 0 && !rule.roles.some((role) => facts.roles.includes(role))) misses.push('role');
  return misses;
}
