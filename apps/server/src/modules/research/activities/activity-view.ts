import type { ActivityStage, ActivitySummary, ActivityProgress } from '@yanxiu/contract/research';
import type { ActivityAudienceValue, ActivityKindValue, ActivityModeValue, ActivityStateValue } from '@yanxiu/contract/research-enums';
import type { ParticipantRecord } from '@server/modules/research/completion/participant.repository';
import { doneFacts, remainingFacts } from '@server/modules/research/completion/completion-rule';
import type { FileFacts } from '@server/modules/research/research-files';
import type { ActivityRow, StageRecord } from './activity.repository';

// How stored activities read in the contract's shapes.

const iso = (date: Date) => date.toISOString();

/** Where an activity stands at `now`: its stored status, or for a published one, read off its time window. */
export function stateOf(activity: { status: string; startsAt: Date; endsAt: Date }, now: Date): ActivityStateValue {
  if (activity.status !== 'published') return activity.status as ActivityStateValue;
  if (now < activity.startsAt) return 'published';
  return now < activity.endsAt ? 'running' : 'ended';
}

export function toSummary(activity: ActivityRow, now: Date, joined: boolean): ActivitySummary {
  return {
    id: activity.id,
    kind: activity.kind as ActivityKindValue,
    title: activity.title,
    coverFileId: activity.coverFileId,
    organiserName: activity.organiserName,
    organiserGroupId: activity.organiserGroupId,
    mode: activity.mode as ActivityModeValue,
    place: activity.place,
    startsAt: iso(activity.startsAt),
    endsAt: iso(activity.endsAt),
    audience: activity.audience as ActivityAudienceValue,
    sectionCodes: activity.sectionCodes,
    subjectCodes: activity.subjectCodes,
    capacity: activity.capacity,
    seatsTaken: activity.seatsTaken,
    creditHours: activity.creditHours,
    state: stateOf(activity, now),
    joined,
  };
}

export function toProgress(rule: readonly string[], participant: ParticipantRecord): ActivityProgress {
  return {
    joinedAt: iso(participant.joinedAt),
    done: doneFacts(participant),
    remaining: remainingFacts(rule, participant),
    completedAt: participant.completedAt ? iso(participant.completedAt) : null,
  };
}

export function toStage(stage: StageRecord, files: ReadonlyMap<string, FileFacts>): ActivityStage {
  return {
    id: stage.id,
    position: stage.position,
    kind: stage.kind as ActivityStage['kind'],
    title: stage.title,
    description: stage.description,
    files: stage.fileIds.flatMap((id) => {
      const file = files.get(id);
      return file ? [{ fileId: id, name: file.name, contentType: file.contentType, sizeBytes: file.sizeBytes }] : [];
    }),
    videoFileId: stage.videoFileId,
    meetingUrl: stage.meetingUrl,
    formTemplateId: stage.formTemplateId,
  };
}
