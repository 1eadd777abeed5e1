import type { ActivityStateValue, StageKindValue } from '@yanxiu/contract/research-enums';
import type { Executor } from '@server/db/client';
import type { researchActivityStages } from '@server/db/schema/research';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { ResearchActivityRecord } from '@server/modules/research/completion/completion-events';
import type { ParticipantRecord } from '@server/modules/research/completion/participant.repository';
import { researchAccess, type ActivityRef } from '@server/modules/research/research.access';
import { findActivityFor, findStageActivityFor } from './interaction.repository';

// Who may take part in an activity's interaction, decided the same way by every part: its organisers (the
// creator, the organising group's leader, staff over the organising unit) and the people who joined it. To anyone
// else the activity's discussion, forms, attendance and hand-ins do not exist (404), as the activity itself does
// not for people outside its audience.

/** An activity as the interaction parts see it for one caller. */
export type ActivityGate = {
  activity: ResearchActivityRecord;
  ref: ActivityRef;
  organiser: boolean;
  participant: ParticipantRecord | null;
};

export type Stage = typeof researchActivityStages.$inferSelect;

/** Where an activity stands at `now`: the stored status, with published read as upcoming, running or ended. */
export function phaseOf(activity: Pick<ResearchActivityRecord, 'status' | 'startsAt' | 'endsAt'>, now: Date): ActivityStateValue {
  if (activity.status === 'draft' || activity.status === 'closed') return activity.status;
  if (now < activity.startsAt) return 'published';
  return now < activity.endsAt ? 'running' : 'ended';
}

type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivityFor>>>;

/** The gate of a found activity; 404 unless the caller organises or joined it. */
function gateOf(ctx: RequestContext, row: ActivityRow | null): ActivityGate {
  if (!row) throw new AppError('NOT_FOUND');
  const ref: ActivityRef = {
    createdBy: row.activity.createdBy,
    groupLeaderUserId: row.groupLeaderUserId,
    organiserUnitPath: row.organiserUnitPath,
  };
  const organiser = researchAccess.manageActivity(ctx.actor, ref);
  // A draft is its organisers' alone, even for someone who joined before it was withdrawn.
  const participant = row.activity.status === 'draft' ? null : row.participant;
  if (!organiser && !participant) throw new AppError('NOT_FOUND');
  return { activity: row.activity, ref, organiser, participant };
}

/** The activity for the caller; 404 unless they organise or joined it. */
export async function gateActivity(ctx: RequestContext, db: Executor, activityId: number): Promise<ActivityGate> {
  return gateOf(ctx, await findActivityFor(db, ctx.tenantId, activityId, ctx.actor.userId));
}

/** A stage of the kind given and its activity for the caller; 404 as for the activity, 422 for another kind. */
export async function gateStage(
  ctx: RequestContext,
  db: Executor,
  stageId: number,
  kind: StageKindValue,
): Promise<{ stage: Stage; gate: ActivityGate }> {
  const row = await findStageActivityFor(db, ctx.tenantId, stageId, ctx.actor.userId);
  const gate = gateOf(ctx, row);
  if (row!.stage.kind !== kind) throw new AppError('WRONG_STAGE_KIND');
  return { stage: row!.stage, gate };
}

/** Refuses unless the caller organises the activity (403). */
export function requireOrganiser(gate: ActivityGate): void {
  if (!gate.organiser) throw new AppError('FORBIDDEN');
}

/** Refuses unless the caller joined the activity (403): organisers who did not join take no part in it. */
export function requireParticipant(gate: ActivityGate): ParticipantRecord {
  if (!gate.participant) throw new AppError('NOT_A_PARTICIPANT');
  return gate.participant;
}

/** Refuses writes to a draft (409) or a closed activity (409 ACTIVITY_CLOSED). */
export function requireOpen(gate: ActivityGate): void {
  if (gate.activity.status === 'closed') throw new AppError('ACTIVITY_CLOSED');
  if (gate.activity.status !== 'published') throw new AppError('STATE_NOT_ALLOWED');
}
