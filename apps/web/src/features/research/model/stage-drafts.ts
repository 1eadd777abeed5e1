import type { ActivityDetail, SaveActivityInput, StageInput } from '@yanxiu/contract/research';
import type { StageKindValue } from '@yanxiu/contract/research-enums';

// The create/edit page's stages: a list the organiser orders, each with the content its kind needs. The page keeps
// them as drafts with a local key (stages have no id until saved), and sends only the fields of each kind.

/** A stage being written; `key` tells React which row is which while they move. */
export type StageDraft = {
  key: string;
  /** The saved stage's id (kept on save, with what was handed in to it); none for a new one. */
  id?: number;
  kind: StageKindValue;
  title: string;
  description: string;
  fileIds: string[];
  /** The names of the files, to show them; not sent. */
  fileNames: Record<string, string>;
  videoFileId: string | null;
  meetingUrl: string;
  formTemplateId: number | null;
};

let counter = 0;
const nextKey = () => `stage-${++counter}`;

/** A new empty stage of a kind. */
export function newStage(kind: StageKindValue, title = ''): StageDraft {
  return {
    key: nextKey(),
    kind,
    title,
    description: '',
    fileIds: [],
    fileNames: {},
    videoFileId: null,
    meetingUrl: '',
    formTemplateId: null,
  };
}

/** The stages of a saved activity, to edit them. */
export function draftsOf(stages: ActivityDetail['stages']): StageDraft[] {
  return stages.map((stage) => ({
    key: nextKey(),
    id: stage.id,
    kind: stage.kind,
    title: stage.title,
    description: stage.description,
    fileIds: stage.files.map((file) => file.fileId),
    fileNames: Object.fromEntries(stage.files.map((file) => [file.fileId, file.name])),
    videoFileId: stage.videoFileId,
    meetingUrl: stage.meetingUrl ?? '',
    formTemplateId: stage.formTemplateId,
  }));
}

/** Moves the stage at `index` one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moveStage(stages: StageDraft[], index: number, step: -1 | 1): StageDraft[] {
  const target = index + step;
  if (index < 0 || index >= stages.length || target < 0 || target >= stages.length) return stages;
  const next = [...stages];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** What a stage is missing before it can be saved: the content its kind needs (null when complete). */
export function stageProblem(stage: StageDraft): 'title' | 'files' | 'video' | 'meeting' | 'form' | null {
  if (!stage.title.trim()) return 'title';
  if (stage.kind === 'materials' && stage.fileIds.length === 0) return 'files';
  if (stage.kind === 'video' && !stage.videoFileId) return 'video';
  if (stage.kind === 'meeting' && !/^https:\/\/\S+$/.test(stage.meetingUrl.trim())) return 'meeting';
  if (stage.kind === 'observation' && stage.formTemplateId === null) return 'form';
  return null;
}

/** The stage as the save call takes it: only the content fields of its kind. */
export function stageInputOf(stage: StageDraft): StageInput {
  return {
    ...(stage.id ? { id: stage.id } : {}),
    kind: stage.kind,
    title: stage.title.trim(),
    description: stage.description.trim(),
    fileIds: stage.kind === 'materials' || stage.kind === 'task' ? stage.fileIds : [],
    videoFileId: stage.kind === 'video' ? stage.videoFileId : null,
    meetingUrl: stage.kind === 'meeting' ? stage.meetingUrl.trim() : null,
    formTemplateId: stage.kind === 'observation' ? stage.formTemplateId : null,
  };
}

/** The completion facts an activity's stages make possible (posting needs a discussion, the form an observation stage, a task a task stage). */
export function possibleFacts(stages: ReadonlyArray<Pick<StageDraft, 'kind'>>): Array<SaveActivityInput['completionRule'][number]> {
  const kinds = new Set(stages.map((stage) => stage.kind));
  return [
    'attended' as const,
    ...(kinds.has('discussion') ? (['posted'] as const) : []),
    ...(kinds.has('observation') ? (['form'] as const) : []),
    ...(kinds.has('task') ? (['task'] as const) : []),
  ];
}
