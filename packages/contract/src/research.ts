import { z } from 'zod';
import { AppIdQuery } from './envelope';
import { enumSchema } from './enum-schema';
import { KEYWORD_MAX } from './limits';
import { ActivityAudience, ActivityKind, ActivityMode, ActivityState, CompletionFact, GroupMemberRole, StageKind } from './research-enums';
import { IsoDateTime } from './iso-date-time';

// Teaching research (教研): groups and their members, activities with ordered stages, the activity square, sign-up
// and each participant's progress towards the activity's completion rule. The spec shows the routes but no calls,
// so these calls and shapes are ours. Discussion, observation forms, check-in, tasks and the summary are in
// research-interaction.ts.

export const ResearchLimits = {
  name: 60,
  title: 120,
  shortText: 500,
  description: 20_000,
  place: 200,
  url: 500,
  stages: 20,
  stageFiles: 20,
  sectionCodes: 10,
  subjectCodes: 40,
  targetSchools: 500,
  capacityMax: 100_000,
  hoursMax: 99.9,
  /** Members added in one call (by name search). */
  addMembers: 200,
  /** Rows of one member-list workbook. */
  importRows: 2_000,
  importBytes: 2 * 1024 * 1024,
  announcementBody: 5_000,
  /** The longest activity, in days. */
  spanDays: 366,
  /** Rows of "my research" lists and group pages' activity lists (newest first). */
  listMax: 200,
} as const;

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const DigitsId = z.string().regex(/^\d{1,15}$/, 'must be a number');
const SectionCode = z.string().regex(/^\d{1,2}$/);
const SubjectCode = z.string().regex(/^\d{1,4}$/);
const Title = z.string().trim().min(1).max(ResearchLimits.title);
const HttpsUrl = z
  .string()
  .trim()
  .max(ResearchLimits.url)
  .regex(/^https:\/\/\S+$/, 'must be an https URL');
/** Learning hours with at most one decimal, e.g. 1.5. */
const Hours = z.number().min(0).max(ResearchLimits.hoursMax).multipleOf(0.1);
const Version = z.number().int().min(1);

export const ActivityKindSchema = enumSchema(ActivityKind);
export const ActivityModeSchema = enumSchema(ActivityMode);
export const ActivityAudienceSchema = enumSchema(ActivityAudience);
export const ActivityStateSchema = enumSchema(ActivityState);
export const StageKindSchema = enumSchema(StageKind);
export const CompletionFactSchema = enumSchema(CompletionFact);
export const GroupMemberRoleSchema = enumSchema(GroupMemberRole);

/** Path parameter naming a group or an activity. */
export const ResearchIdParams = z.object({ id: DigitsId });

/** A person as research lists show them. */
export const ResearchPerson = z.object({ userId: Id, name: z.string(), schoolName: z.string() });
export type ResearchPerson = z.infer<typeof ResearchPerson>;

// ---- Groups ----

export const GroupSummary = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  /** The school of a school group; null for a cross-school group. */
  schoolId: Id.nullable(),
  /** The school's name, or the owner unit's for a cross-school group. */
  unitName: z.string(),
  sectionCode: z.string().nullable(),
  subjectCode: z.string().nullable(),
  leader: ResearchPerson,
  open: z.boolean(),
  memberCount: z.number().int(),
  /** The caller's place: leader, member, requested (join asked), or null. */
  myRole: z.enum(['leader', 'member', 'requested']).nullable(),
  version: Version,
});
export type GroupSummary = z.infer<typeof GroupSummary>;

/** The caller's groups (member or leader) and the ones they asked to join. */
export const MyGroups = z.object({ groups: z.array(GroupSummary) });
export type MyGroups = z.infer<typeof MyGroups>;

/** Open groups in the caller's reach they may ask to join, or groups staff manage; at most 100, keyword on the name. */
export const GroupListQuery = AppIdQuery.extend({ keyword: z.string().trim().max(KEYWORD_MAX).optional() });
export type GroupListQuery = z.infer<typeof GroupListQuery>;
export const GroupList = z.object({ records: z.array(GroupSummary), truncated: z.boolean() });
export type GroupList = z.infer<typeof GroupList>;

/**
 * Creates (no id) or edits a group. School admins create groups of their school (`schoolId` their school); district
 * staff create either kind. The leader must be a person in reach of the group's unit; they become a member.
 */
export const SaveGroupBody = z.object({
  id: Id.optional(),
  /** The version read, when editing. */
  version: Version.optional(),
  name: z.string().trim().min(1).max(ResearchLimits.name),
  description: z.string().trim().max(ResearchLimits.shortText).default(''),
  schoolId: Id.nullable(),
  sectionCode: SectionCode.nullable(),
  subjectCode: SubjectCode.nullable(),
  leaderUserId: Id,
  open: z.boolean(),
});
export type SaveGroupBody = z.infer<typeof SaveGroupBody>;
export const SavedRef = z.object({ id: Id, version: Version });
export type SavedRef = z.infer<typeof SavedRef>;

export const GroupMember = ResearchPerson.extend({
  role: GroupMemberRoleSchema,
  joinedAt: IsoDateTime,
});
export type GroupMember = z.infer<typeof GroupMember>;

export const JoinRequest = ResearchPerson.extend({ requestedAt: IsoDateTime });
export type JoinRequest = z.infer<typeof JoinRequest>;

export const GroupAnnouncement = z.object({
  id: Id,
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  createdAt: IsoDateTime,
});
export type GroupAnnouncement = z.infer<typeof GroupAnnouncement>;

export const GroupFile = z.object({
  fileId: z.uuid(),
  name: z.string(),
  sizeBytes: z.number().int(),
  addedByName: z.string(),
  addedAt: IsoDateTime,
});
export type GroupFile = z.infer<typeof GroupFile>;

/** An activity as lists and the square show it. */
export const ActivitySummary = z.object({
  id: Id,
  kind: ActivityKindSchema,
  title: z.string(),
  coverFileId: z.uuid().nullable(),
  organiserName: z.string(),
  organiserGroupId: Id.nullable(),
  mode: ActivityModeSchema,
  place: z.string().nullable(),
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  audience: ActivityAudienceSchema,
  sectionCodes: z.array(z.string()),
  subjectCodes: z.array(z.string()),
  capacity: z.number().int().nullable(),
  seatsTaken: z.number().int(),
  creditHours: z.number(),
  state: ActivityStateSchema,
  /** Whether the caller joined. */
  joined: z.boolean(),
});
export type ActivitySummary = z.infer<typeof ActivitySummary>;

/** The group page: members, join requests (leader and managing staff only), activities, files, announcements. */
export const GroupPage = z.object({
  group: GroupSummary,
  /** Whether the caller may manage members, files and announcements (the leader and staff over the group). */
  canManage: z.boolean(),
  members: z.array(GroupMember),
  /** Empty unless canManage. */
  requests: z.array(JoinRequest),
  upcoming: z.array(ActivitySummary),
  running: z.array(ActivitySummary),
  past: z.array(ActivitySummary),
  files: z.array(GroupFile),
  announcements: z.array(GroupAnnouncement),
});
export type GroupPage = z.infer<typeof GroupPage>;

/** Adds people found by name search; people already members are skipped. */
export const AddMembersBody = z.object({ groupId: Id, userIds: z.array(Id).min(1).max(ResearchLimits.addMembers) });
export const RemoveMemberBody = z.object({ groupId: Id, userId: Id });
export const MembersChanged = z.object({ added: z.number().int(), skipped: z.number().int() });
export type MembersChanged = z.infer<typeof MembersChanged>;

/** People the caller may add to a group, by name (at most 20). */
export const MemberCandidatesQuery = AppIdQuery.extend({ groupId: DigitsId, keyword: z.string().trim().min(1).max(KEYWORD_MAX) });
export const MemberCandidates = z.object({ records: z.array(ResearchPerson) });
export type MemberCandidates = z.infer<typeof MemberCandidates>;

/**
 * Imports members from an uploaded workbook (files domain id): first sheet, a header row, then one person a row with
 * their name and phone number (columns `姓名`/`name` and `手机号`/`phone`). All or nothing: any row naming nobody in
 * reach refuses the whole import and lists the rows.
 */
export const ImportMembersBody = z.object({ groupId: Id, fileId: z.uuid() });
export const ImportMembersResult = z.object({
  added: z.number().int(),
  skipped: z.number().int(),
  /** Rows (as Excel numbers them) naming nobody in reach; nothing was added when there are any. */
  unknownRows: z.array(z.number().int()),
});
export type ImportMembersResult = z.infer<typeof ImportMembersResult>;

/** A teacher asks to join an open group. */
export const JoinGroupBody = z.object({ groupId: Id });
/** The leader (or staff) approves or declines a join request. */
export const DecideJoinBody = z.object({ groupId: Id, userId: Id, approve: z.boolean() });
export const SaveAnnouncementBody = z.object({
  groupId: Id,
  title: Title,
  body: z.string().trim().max(ResearchLimits.announcementBody).default(''),
});
export const GroupFileBody = z.object({ groupId: Id, fileId: z.uuid() });

// ---- Activities ----

/** A stage as written by the organiser; content fields by kind (others must be absent or empty). */
export const StageInput = z.object({
  /** An existing stage of the activity (kept, with what was handed in to it); absent for a new stage. */
  id: Id.optional(),
  kind: StageKindSchema,
  title: Title,
  description: z.string().trim().max(ResearchLimits.shortText).default(''),
  /** materials (required, at least one) and task. */
  fileIds: z.array(z.uuid()).max(ResearchLimits.stageFiles).default([]),
  /** video (required). */
  videoFileId: z.uuid().nullable().default(null),
  /** meeting (required). */
  meetingUrl: HttpsUrl.nullable().default(null),
  /** observation: a form template of the district's library (or attached later through research-interaction). */
  formTemplateId: Id.nullable().default(null),
});
export type StageInput = z.input<typeof StageInput>;

/**
 * Creates (no id, as a draft) or edits an activity with its stages in order. The organiser is a group the caller
 * leads (or manages as staff) or, for staff, their own unit. Editing a published activity keeps it published;
 * a closed one cannot be edited.
 */
export const SaveActivityBody = z.object({
  id: Id.optional(),
  version: Version.optional(),
  kind: ActivityKindSchema,
  title: Title,
  description: z.string().trim().max(ResearchLimits.description).default(''),
  coverFileId: z.uuid().nullable().default(null),
  /** Organised by this group; null: by the caller's unit (staff only). */
  organiserGroupId: Id.nullable(),
  mode: ActivityModeSchema,
  /** Required offline and mixed. */
  place: z.string().trim().max(ResearchLimits.place).nullable().default(null),
  /** Allowed online and mixed. */
  meetingUrl: HttpsUrl.nullable().default(null),
  startsAt: IsoDateTime,
  endsAt: IsoDateTime,
  /** group needs an organiser group. */
  audience: ActivityAudienceSchema,
  targetSchoolIds: z.array(Id).max(ResearchLimits.targetSchools).default([]),
  sectionCodes: z.array(SectionCode).max(ResearchLimits.sectionCodes).default([]),
  subjectCodes: z.array(SubjectCode).max(ResearchLimits.subjectCodes).default([]),
  capacity: z.number().int().min(1).max(ResearchLimits.capacityMax).nullable().default(null),
  creditHours: Hours,
  /** A code of the tenant's learning-hours categories. */
  hoursCategory: z.string().trim().min(1).max(32).default('professional'),
  completionRule: z.array(CompletionFactSchema).min(1).max(4),
  /** A fusion programme (training) this activity belongs to. */
  programmeId: Id.nullable().default(null),
  stages: z.array(StageInput).min(1).max(ResearchLimits.stages),
});
export type SaveActivityInput = z.input<typeof SaveActivityBody>;

/** Publish (draft -> published) or withdraw (published, nobody joined yet -> draft). */
export const ActivityVersionBody = z.object({ id: Id, version: Version });
export const SignUpBody = z.object({ activityId: Id });

export const ActivityStage = z.object({
  id: Id,
  position: z.number().int(),
  kind: StageKindSchema,
  title: z.string(),
  description: z.string(),
  files: z.array(z.object({ fileId: z.uuid(), name: z.string(), contentType: z.string(), sizeBytes: z.number().int() })),
  videoFileId: z.uuid().nullable(),
  meetingUrl: z.string().nullable(),
  formTemplateId: Id.nullable(),
});
export type ActivityStage = z.infer<typeof ActivityStage>;

/** The caller's progress: what the rule asks and what they did. */
export const ActivityProgress = z.object({
  joinedAt: IsoDateTime,
  done: z.array(CompletionFactSchema),
  /** Facts of the rule still to do. */
  remaining: z.array(CompletionFactSchema),
  completedAt: IsoDateTime.nullable(),
});
export type ActivityProgress = z.infer<typeof ActivityProgress>;

/** Why the caller cannot sign up now; null when they can. */
export const SignUpBlocker = z.enum(['joined', 'not_published', 'ended', 'closed', 'full', 'not_in_audience']);
export type SignUpBlocker = z.infer<typeof SignUpBlocker>;

export const ActivityParticipant = ResearchPerson.extend({
  joinedAt: IsoDateTime,
  done: z.array(CompletionFactSchema),
  completedAt: IsoDateTime.nullable(),
});
export type ActivityParticipant = z.infer<typeof ActivityParticipant>;

/** The activity page. `participants` is the whole list for the organiser, the first 50 names for others. */
export const ActivityDetail = ActivitySummary.extend({
  description: z.string(),
  meetingUrl: z.string().nullable(),
  targetSchoolIds: z.array(Id),
  hoursCategory: z.string(),
  completionRule: z.array(CompletionFactSchema),
  programmeId: Id.nullable(),
  stages: z.array(ActivityStage),
  participantCount: z.number().int(),
  participants: z.array(ActivityParticipant),
  /** The caller organises it (group leader, or staff over the organiser): edit, publish, attendance, summary. */
  canManage: z.boolean(),
  signUpBlocker: SignUpBlocker.nullable(),
  myProgress: ActivityProgress.nullable(),
  version: Version,
});
export type ActivityDetail = z.infer<typeof ActivityDetail>;

/** The activity square: activities open to the caller, newest start first, keyset-paged. */
export const SquareQuery = AppIdQuery.extend({
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
  kind: ActivityKindSchema.optional(),
  mode: ActivityModeSchema.optional(),
  sectionCode: SectionCode.optional(),
  subjectCode: SubjectCode.optional(),
  /** published (upcoming), running, ended or closed; drafts are never on the square. */
  state: z.enum(['published', 'running', 'ended', 'closed']).optional(),
  /** Activities overlapping [from, to]. */
  from: IsoDateTime.optional(),
  to: IsoDateTime.optional(),
  size: z.coerce.number().int().min(1).max(50).default(12),
  /** The `nextCursor` of the page before. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional(),
});
export type SquareQuery = z.infer<typeof SquareQuery>;
export const SquarePage = z.object({
  records: z.array(ActivitySummary),
  /** Send as `cursor` (with the same filters) for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SquarePage = z.infer<typeof SquarePage>;

/** An activity the caller joined, with what is left to do. */
export const JoinedActivity = z.object({ activity: ActivitySummary, progress: ActivityProgress });
export type JoinedActivity = z.infer<typeof JoinedActivity>;

/** "My research": activities the caller organises (drafts included) and joined (newest first, at most 200 each). */
export const MyResearch = z.object({
  organised: z.array(ActivitySummary),
  joined: z.array(JoinedActivity),
});
export type MyResearch = z.infer<typeof MyResearch>;

/** Who the caller may organise as, for the create page: groups they lead or manage, and their unit (staff). */
export const OrganiserChoices = z.object({
  groups: z.array(z.object({ id: Id, name: z.string() })),
  unit: z.object({ id: Id, name: z.string() }).nullable(),
});
export type OrganiserChoices = z.infer<typeof OrganiserChoices>;

/** A fusion programme's research activities (published or closed), for the programme page. */
export const ProgrammeActivities = z.object({ records: z.array(ActivitySummary) });
export type ProgrammeActivities = z.infer<typeof ProgrammeActivities>;

export { ResearchPaths } from './research-paths';
