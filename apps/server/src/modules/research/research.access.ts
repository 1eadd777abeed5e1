import { DISTRICT_STAFF_ROLES, STAFF_ROLES, TEACHER_ROLES, type RoleCode } from '@yanxiu/contract/roles';
import type { Permission } from '@server/platform/access/access';
import { hasRole, isStaffOver, type Actor } from '@server/platform/auth/actor';

// Who may do what in teaching research. District staff create groups anywhere in the tenant and name leaders;
// school admins only groups of their own school. A group's leader manages its members, files and announcements and
// organises its activities; staff over the organising unit manage those too. Teachers join groups and activities.

const union = (...lists: ReadonlyArray<readonly RoleCode[]>): readonly RoleCode[] => [...new Set(lists.flat())];

/** Who may call each group of research routes (route config.roles; the session hook checks them). */
export const researchRoles = {
  /** Pages every signed-in teacher or staff member reads (the square, an activity, groups, my research). */
  member: union(TEACHER_ROLES, STAFF_ROLES, ['backbone']),
  /** Joining activities and asking to join groups. */
  teacher: TEACHER_ROLES,
  /** Creating and editing groups. */
  staff: STAFF_ROLES,
  /** Maintaining the district's library of observation form templates. */
  districtStaff: DISTRICT_STAFF_ROLES,
} as const;

/** A group as the rules read it: its leader and where its owning unit sits in the org tree. */
export type GroupRef = { leaderUserId: number; ownerUnitPath: string };

/**
 * An activity as the rules read it: who created it, the leader of its organising group (if a group organises it)
 * and where its organising unit sits.
 */
export type ActivityRef = { createdBy: number; groupLeaderUserId: number | null; organiserUnitPath: string };

/** What the audience rule needs to know about the caller. */
export type AudienceFacts = {
  schoolId: number | null;
  sectionCode: string | null;
  subjectCode: string | null;
  /** Groups the caller is a member (or the leader) of. */
  groupIds: ReadonlySet<number>;
};

/** An activity's participants rule. */
export type AudienceRef = {
  audience: string;
  organiserGroupId: number | null;
  targetSchoolIds: readonly number[];
  sectionCodes: readonly string[];
  subjectCodes: readonly string[];
};

const manageGroup = (actor: Actor, group: GroupRef) => actor.userId === group.leaderUserId || isStaffOver(actor, group.ownerUnitPath);

const manageActivity = (actor: Actor, activity: ActivityRef) =>
  actor.userId === activity.createdBy || actor.userId === activity.groupLeaderUserId || isStaffOver(actor, activity.organiserUnitPath);

/** Whether a person is among an activity's intended participants (empty lists mean every school, section, subject). */
export function isInActivityAudience(facts: AudienceFacts, activity: AudienceRef): boolean {
  if (activity.audience === 'open') return true;
  if (activity.audience === 'group') return activity.organiserGroupId !== null && facts.groupIds.has(activity.organiserGroupId);
  const matches = (list: readonly (string | number)[], value: string | number | null) =>
    list.length === 0 || (value !== null && list.includes(value));
  return (
    matches(activity.targetSchoolIds, facts.schoolId) &&
    matches(activity.sectionCodes, facts.sectionCode) &&
    matches(activity.subjectCodes, facts.subjectCode)
  );
}

/** Finer permissions about one resource; services check them with requireAccess (or NOT_FOUND where a resource hides). */
export const researchAccess = {
  /** Creating a group owned by a unit: district staff over it, or a school admin for their own school only. */
  createGroupIn: (actor: Actor, unit: { id: number; path: string; level: number }) =>
    hasRole(actor, ...DISTRICT_STAFF_ROLES)
      ? isStaffOver(actor, unit.path)
      : isStaffOver(actor, unit.path) && unit.level === 1 && unit.id === actor.orgUnitId,
  /** Editing a group (name, leader, openness): staff over its owning unit. */
  editGroup: (actor: Actor, group: GroupRef) => isStaffOver(actor, group.ownerUnitPath),
  /** Members, join requests, files and announcements: the leader, and staff over the owning unit. */
  manageGroup,
  /** The group page: its members (requests count as not yet) and anyone who may manage it; open groups to everyone. */
  viewGroup: (actor: Actor, group: GroupRef & { open: boolean; isMember: boolean }) =>
    group.open || group.isMember || manageGroup(actor, group),
  /** Organising as a group: its leader, or staff over its owning unit. */
  organiseForGroup: manageGroup,
  /** Organising as a unit (no group): staff, for their own unit. */
  organiseForUnit: (actor: Actor) => hasRole(actor, ...STAFF_ROLES),
  /** Editing, publishing, withdrawing, attendance, the summary and aggregated results: the activity's organisers. */
  manageActivity,
  /**
   * Seeing an activity: organisers always; others once it is published (or closed) and they are in its audience or
   * have joined it. To anyone else it does not exist (404).
   */
  viewActivity: (actor: Actor, activity: ActivityRef & { status: string; inAudience: boolean; joined: boolean }) =>
    manageActivity(actor, activity) || (activity.status !== 'draft' && (activity.inAudience || activity.joined)),
  /** The district's observation form templates: creating, changing, retiring, and listing the retired ones. */
  maintainFormTemplates: (actor: Actor) => hasRole(actor, ...DISTRICT_STAFF_ROLES),
  /** Signing up: teachers in the audience. */
  signUp: (actor: Actor, activity: { inAudience: boolean }) => hasRole(actor, ...TEACHER_ROLES) && activity.inAudience,
} satisfies Record<string, Permission<never>>;

/** Where the caller's reach starts in the org tree, as a path prefix: platform staff the whole tenant. */
export function researchReachOf(actor: Actor): string {
  return hasRole(actor, 'platform_admin') ? '/' : actor.orgPath;
}
