import type { TopicCall, TopicCallInput, TopicEligibility, TopicIneligibleReason, TopicSuggestion } from '@yanxiu/contract/topic';
import type { TopicLevelValue } from '@yanxiu/contract/topic-enums';
import { callEligibilityMisses, isCallOpen, type ApplicantFacts } from '@server/platform/call/call-rules';
import type { CallRow, CallWithOwner } from './calls.repository';

/** A call as every reader sees it. */
export function callView({ call, ownerOrgName }: CallWithOwner): TopicCall {
  return {
    callId: call.id,
    title: call.title,
    year: call.year,
    description: call.description,
    levels: call.levels as TopicLevelValue[],
    suggestions: call.suggestions as TopicSuggestion[],
    eligibility: call.eligibility as TopicEligibility,
    startsAt: call.startsAt.toISOString(),
    endsAt: call.endsAt.toISOString(),
    memberCap: call.memberCap,
    requiredDocuments: call.requiredDocuments as string[],
    expertCount: call.expertCount,
    passScore: call.passScore,
    periodStartsOn: call.periodStartsOn,
    periodEndsOn: call.periodEndsOn,
    state: call.state as TopicCall['state'],
    ownerOrgName,
    publishedAt: call.publishedAt?.toISOString() ?? null,
  };
}

/** The stored columns of a call's input. */
export function callColumns(input: TopicCallInput) {
  return {
    title: input.title,
    year: input.year,
    description: input.description,
    levels: input.levels,
    suggestions: input.suggestions,
    eligibility: input.eligibility,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    memberCap: input.memberCap,
    requiredDocuments: input.requiredDocuments,
    expertCount: input.expertCount,
    passScore: input.passScore,
    periodStartsOn: input.periodStartsOn,
    periodEndsOn: input.periodEndsOn,
  };
}

/** Whether a call takes applications now: published and inside its window. */
export const isOpen = isCallOpen;

/** What the eligibility rule reads of a would-be host. */
export type HostFacts = ApplicantFacts;

/** Why a teacher may not host an application to a call now (empty when they may). */
export function ineligibleReasons(call: CallRow, facts: HostFacts, now = new Date()): TopicIneligibleReason[] {
  return [...(isCallOpen(call, now) ? [] : (['notOpen'] as const)), ...callEligibilityMisses(call.eligibility as TopicEligibility, facts)];
}
