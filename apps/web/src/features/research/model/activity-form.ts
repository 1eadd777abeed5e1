import type { ActivityDetail, SaveActivityInput } from '@yanxiu/contract/research';
import type { ActivityAudienceValue, ActivityKindValue, ActivityModeValue, CompletionFactValue } from '@yanxiu/contract/research-enums';
import { chinaWall, chinaWallToIso } from '@yanxiu/contract/china-time';
import { possibleFacts, stageInputOf, type StageDraft } from './stage-drafts';

// The create/edit page's form values and the save call they make. Kept apart from the page so the rules (organiser
// "unit" means no group, online has no place, the completion rule keeps only facts the stages make possible) are
// tested without a browser.

/** The organiser select's value for "my unit" (a group is its id as a string). */
export const UNIT_ORGANISER = 'unit';

export type ActivityFormValues = {
  kind: ActivityKindValue;
  title: string;
  description: string;
  organiser: string;
  mode: ActivityModeValue;
  place: string;
  meetingUrl: string;
  /** China wall-clock times, `YYYY-MM-DD HH:mm`. */
  startsAt: string;
  endsAt: string;
  audience: ActivityAudienceValue;
  targetSchoolIds: number[];
  sectionCodes: string[];
  subjectCodes: string[];
  capacity: number | null;
  creditHours: number;
  hoursCategory: string;
  completionRule: CompletionFactValue[];
};

/** The form of a saved activity, to edit it. */
export function formValuesOf(activity: ActivityDetail): ActivityFormValues {
  return {
    kind: activity.kind,
    title: activity.title,
    description: activity.description,
    organiser: activity.organiserGroupId === null ? UNIT_ORGANISER : String(activity.organiserGroupId),
    mode: activity.mode,
    place: activity.place ?? '',
    meetingUrl: activity.meetingUrl ?? '',
    startsAt: chinaWall(new Date(activity.startsAt)),
    endsAt: chinaWall(new Date(activity.endsAt)),
    audience: activity.audience,
    targetSchoolIds: activity.targetSchoolIds,
    sectionCodes: activity.sectionCodes,
    subjectCodes: activity.subjectCodes,
    capacity: activity.capacity,
    creditHours: activity.creditHours,
    hoursCategory: activity.hoursCategory,
    completionRule: activity.completionRule,
  };
}

/** The save call's body: only the fields the mode and audience use; the rule limited to what the stages allow. */
export function saveBodyOf(
  values: ActivityFormValues,
  stages: StageDraft[],
  saved: { id: number; version: number; coverFileId: string | null; programmeId: number | null } | null,
): SaveActivityInput {
  const allowed = new Set(possibleFacts(stages));
  return {
    ...(saved ? { id: saved.id, version: saved.version } : {}),
    kind: values.kind,
    title: values.title.trim(),
    description: values.description.trim(),
    coverFileId: saved?.coverFileId ?? null,
    organiserGroupId: values.organiser === UNIT_ORGANISER ? null : Number(values.organiser),
    mode: values.mode,
    place: values.mode === 'online' ? null : values.place.trim() || null,
    meetingUrl: values.mode === 'offline' ? null : values.meetingUrl.trim() || null,
    startsAt: chinaWallToIso(values.startsAt),
    endsAt: chinaWallToIso(values.endsAt),
    audience: values.audience,
    targetSchoolIds: values.audience === 'schools' ? values.targetSchoolIds : [],
    sectionCodes: values.audience === 'schools' ? values.sectionCodes : [],
    subjectCodes: values.audience === 'schools' ? values.subjectCodes : [],
    capacity: values.capacity ?? null,
    creditHours: values.creditHours,
    hoursCategory: values.hoursCategory,
    completionRule: values.completionRule.filter((fact) => allowed.has(fact)),
    programmeId: saved?.programmeId ?? null,
    stages: stages.map(stageInputOf),
  };
}
