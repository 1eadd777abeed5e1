import { TEACHER_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { hasRole, isStaffOver, type Actor } from '@server/platform/auth/actor';
import type { InstanceStep } from '@server/platform/review/review-definition';

/** Who decides each step of the topic reviews (topic-workflow.ts orders the steps). */
const stepRoles = { school: 'school_admin', district: 'district_admin', expert: 'expert' } as const satisfies Record<string, RoleCode>;

/** District staff: they publish calls, decide the district step and set expert panels. */
const district: readonly RoleCode[] = ['district_admin'];

/** Staff who review topics and read the overview: school admins their school's, district admins the district's. */
const staff: readonly RoleCode[] = ['school_admin', 'district_admin'];

/** Who may call each group of topic routes (route config.roles; the session hook checks them). */
export const topicRoles = {
  teacher: TEACHER_ROLES,
  /** Calls, expert panels. */
  district,
  /** Review queues, decisions and the overview. */
  staff,
  expert: [stepRoles.expert] as readonly RoleCode[],
  step: stepRoles,
} as const;

/** A call as the permissions need it: the org unit running it. */
type CallRef = { ownerOrgPath: string };
/** A topic as the read rules need it. */
type TopicRef = {
  hostUserId: number;
  hostOrgPath: string;
  memberStatus: string | null;
  submitted: boolean;
  steps: readonly InstanceStep[];
};

/** Finer permissions about one resource; services check them with requireAccess. */
export const topicAccess = {
  /** Writing a call: district staff at the district office. */
  createCall: (actor) => hasRole(actor, 'district_admin') && actor.orgLevel === 2,
  /** Changing, publishing or closing a call: district staff of the unit running it. */
  manageCall: (actor, call: CallRef) => hasRole(actor, 'district_admin') && actor.orgPath === call.ownerOrgPath,
  /** Reading a call on the staff side: district staff of its unit or above. */
  readCallAsStaff: (actor, call: CallRef) => hasRole(actor, 'district_admin') && call.ownerOrgPath.startsWith(actor.orgPath),
  /** Hosting an application to a call: a teacher under the unit running it. */
  applyTo: (actor, call: CallRef) =>
    TEACHER_ROLES.some((role) => actor.roles.includes(role)) && actor.orgPath.startsWith(call.ownerOrgPath),
  /** Changing, submitting, withdrawing, filing stages: the host only. */
  hostTopic: (actor, topic: { hostUserId: number }) => actor.userId === topic.hostUserId,
  /** Keeping process records: the host and confirmed members. */
  keepRecords: (actor, topic: Pick<TopicRef, 'hostUserId' | 'memberStatus'>) =>
    actor.userId === topic.hostUserId || topic.memberStatus === 'confirmed',
  /**
   * Reading a topic: its host and listed members (an invited member to answer), and once submitted, staff over the
   * host's school and reviewers of a step within its scope (experts through their panel, checked by the service).
   */
  readTopic: (actor, topic: TopicRef) =>
    actor.userId === topic.hostUserId ||
    topic.memberStatus === 'invited' ||
    topic.memberStatus === 'confirmed' ||
    (topic.submitted &&
      (isStaffOver(actor, topic.hostOrgPath) ||
        topic.steps.some(
          (step) =>
            step.role !== stepRoles.expert &&
            actor.roles.includes(step.role) &&
            (step.scope === 'tenant' || topic.hostOrgPath.startsWith(actor.orgPath)),
        ))),
  /** Setting an expert panel: district staff over the host. */
  assignExperts: (actor, topic: Pick<TopicRef, 'hostOrgPath'>) =>
    hasRole(actor, 'district_admin') && topic.hostOrgPath.startsWith(actor.orgPath),
  /** Scoring or appraising: an expert who is neither the host nor a member of the topic. */
  score: (actor, topic: Pick<TopicRef, 'hostUserId' | 'memberStatus'>) =>
    hasRole(actor, stepRoles.expert) && actor.userId !== topic.hostUserId && topic.memberStatus === null,
} satisfies Record<string, Permission<never>>;

/** Whether the actor reads the overview tenant-wide (district staff) rather than their own school's. */
export const readsWholeDistrict = (actor: Actor): boolean => hasRole(actor, 'district_admin');
