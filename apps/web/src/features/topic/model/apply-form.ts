import type { SaveTopicApplicationBody, TopicDetail } from '@yanxiu/contract/topic';
import type { TopicLevelValue } from '@yanxiu/contract/topic-enums';

// The application form's values and the rules between them and the API. The values are plain JSON (days as
// `YYYY-MM-DD` strings, members and files with their names) so the tab can keep them in session storage as they are.

/** One stage of the plan as typed: parts may still be missing. */
export type StageDraft = { title: string; startsOn: string | null; endsOn: string | null; tasks: string };

/** A member as the form keeps them. */
export type MemberDraft = { userId: number; name: string; orgName: string };

export type ApplyFormValues = {
  title: string;
  level: TopicLevelValue | null;
  suggestionKey: string | null;
  members: MemberDraft[];
  background: string;
  aims: string;
  methods: string;
  stages: StageDraft[];
  expectedResults: string;
  references: string[];
  files: Array<{ id: string; name: string }>;
};

const emptyStage = (): StageDraft => ({ title: '', startsOn: null, endsOn: null, tasks: '' });

/** A new application's values: one empty stage to start from. */
export function emptyApplyForm(level: TopicLevelValue | null): ApplyFormValues {
  return {
    title: '',
    level,
    suggestionKey: null,
    members: [],
    background: '',
    aims: '',
    methods: '',
    stages: [emptyStage()],
    expectedResults: '',
    references: [],
    files: [],
  };
}

/**
 * The values of a saved application. A draft saved before any stage was complete holds none (unfinished stages
 * wait in the tab), so the form starts again from one empty stage, as a new application does.
 */
export function formOfTopic(topic: TopicDetail): ApplyFormValues {
  return {
    title: topic.title,
    level: topic.level,
    suggestionKey: topic.suggestionKey,
    members: topic.members.map((member) => ({ userId: Number(member.userId), name: member.name, orgName: member.orgName })),
    background: topic.plan.background,
    aims: topic.plan.aims,
    methods: topic.plan.methods,
    stages: topic.plan.stages.length > 0 ? topic.plan.stages.map((stage) => ({ ...stage })) : [emptyStage()],
    expectedResults: topic.plan.expectedResults,
    references: [...topic.plan.references],
    files: topic.files.map((file) => ({ id: file.id, name: file.name })),
  };
}

const complete = (stage: StageDraft): stage is StageDraft & { startsOn: string; endsOn: string } =>
  stage.title.trim() !== '' && stage.startsOn !== null && stage.endsOn !== null && stage.startsOn <= stage.endsOn;

/**
 * The server draft of the values, or null while it cannot be saved yet (a draft needs a title and a level). Stages
 * still missing a part and empty references wait in the tab's copy until they are complete.
 */
export function draftBody(
  values: ApplyFormValues,
  target: { callId: number; applyId: number | null; version: number | null },
): SaveTopicApplicationBody | null {
  if (values.title.trim() === '' || values.level === null) return null;
  return {
    callId: target.callId,
    ...(target.applyId !== null && target.version !== null ? { applyId: target.applyId, version: target.version } : {}),
    title: values.title.trim(),
    level: values.level,
    suggestionKey: values.suggestionKey,
    memberUserIds: values.members.map((member) => member.userId),
    plan: {
      background: values.background,
      aims: values.aims,
      methods: values.methods,
      stages: values.stages
        .filter(complete)
        .map((stage) => ({ title: stage.title.trim(), startsOn: stage.startsOn, endsOn: stage.endsOn, tasks: stage.tasks })),
      expectedResults: values.expectedResults,
      references: values.references.map((reference) => reference.trim()).filter((reference) => reference !== ''),
    },
    fileIds: values.files.map((file) => file.id),
  };
}

/** A part of the application that submission needs and the values lack. */
export type MissingPart = 'title' | 'level' | 'background' | 'aims' | 'methods' | 'stages' | 'expectedResults' | 'stageDates';

/** What still keeps the values from being submitted (the server checks the same; this says it before asking). */
export function missingParts(values: ApplyFormValues): MissingPart[] {
  const missing: MissingPart[] = [];
  if (values.title.trim() === '') missing.push('title');
  if (values.level === null) missing.push('level');
  for (const part of ['background', 'aims', 'methods'] as const) if (values[part].trim() === '') missing.push(part);
  if (!values.stages.some(complete)) missing.push('stages');
  else if (!values.stages.every(complete)) missing.push('stageDates');
  if (values.expectedResults.trim() === '') missing.push('expectedResults');
  return missing;
}

/**
 * Members listed who have not confirmed yet, by the server's last word: submission needs every listed member
 * confirmed (or removed). A member just added in the form has not even been asked yet.
 */
export function unconfirmedMembers(values: ApplyFormValues, topic: Pick<TopicDetail, 'members'> | null): MemberDraft[] {
  const confirmed = new Set(
    (topic?.members ?? []).filter((member) => member.status === 'confirmed').map((member) => Number(member.userId)),
  );
  return values.members.filter((member) => !confirmed.has(member.userId));
}
