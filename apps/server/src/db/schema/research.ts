import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { orgUnits } from './org';
import { trainingProgrammes } from './training';

// Teaching research (教研): groups of teachers, and the activities groups or org units organise for them.

/**
 * A research group (教研组): of one school (by section and subject) or spanning schools (a district research
 * community, `school_id` null). `owner_unit_id` is the unit whose staff manage it: the school, or the district unit
 * that created a cross-school group.
 */
export const researchGroups = pgTable(
  'research_groups',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The school of a school group; null for a cross-school group. */
    schoolId: bigint('school_id', { mode: 'number' }),
    ownerUnitId: bigint('owner_unit_id', { mode: 'number' }).notNull(),
    sectionCode: text('section_code'),
    subjectCode: text('subject_code'),
    leaderUserId: bigint('leader_user_id', { mode: 'number' }).notNull(),
    /** Open groups take join requests from teachers in reach; closed ones only members the leader adds. */
    open: boolean('open').notNull().default(false),
    /** Bumped by every edit; edits name the version they read. */
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ name: 'research_groups_school_fk', columns: [t.tenantId, t.schoolId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
    foreignKey({
      name: 'research_groups_owner_fk',
      columns: [t.tenantId, t.ownerUnitId],
      foreignColumns: [orgUnits.tenantId, orgUnits.id],
    }),
    foreignKey({ name: 'research_groups_leader_fk', columns: [t.tenantId, t.leaderUserId], foreignColumns: [users.tenantId, users.id] }),
    index('research_groups_owner_idx').on(t.tenantId, t.ownerUnitId),
  ],
);

/**
 * A person's place in a group: a member (the leader is one, role `leader`) or a pending join request
 * (`status` requested). Declined requests are deleted, so a teacher may ask again.
 */
export const researchGroupMembers = pgTable(
  'research_group_members',
  {
    tenantId: integer('tenant_id').notNull(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** leader or member. */
    role: text('role').notNull().default('member'),
    /** member or requested. */
    status: text('status').notNull().default('member'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupId, t.userId] }),
    foreignKey({
      name: 'research_group_members_group_fk',
      columns: [t.tenantId, t.groupId],
      foreignColumns: [researchGroups.tenantId, researchGroups.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'research_group_members_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    // "My groups" and "is this person a member" from the person's side.
    index('research_group_members_user_idx').on(t.tenantId, t.userId, t.groupId),
  ],
);

/** A group's announcement, newest first on the group page. */
export const researchGroupAnnouncements = pgTable(
  'research_group_announcements',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'research_group_announcements_group_fk',
      columns: [t.tenantId, t.groupId],
      foreignColumns: [researchGroups.tenantId, researchGroups.id],
    }).onDelete('cascade'),
    index('research_group_announcements_group_idx').on(t.tenantId, t.groupId, t.createdAt.desc()),
  ],
);

/** A file shared with a group (stored by the files domain; the group keeps it while it is listed here). */
export const researchGroupFiles = pgTable(
  'research_group_files',
  {
    tenantId: integer('tenant_id').notNull(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    fileId: uuid('file_id').notNull(),
    addedBy: bigint('added_by', { mode: 'number' }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupId, t.fileId] }),
    foreignKey({
      name: 'research_group_files_group_fk',
      columns: [t.tenantId, t.groupId],
      foreignColumns: [researchGroups.tenantId, researchGroups.id],
    }).onDelete('cascade'),
    index('research_group_files_file_idx').on(t.tenantId, t.fileId),
  ],
);

/**
 * A research activity. `status` is what people decided (draft, published, closed by the summary); running and ended
 * are read off the time window, so no job has to move them. Participants: a group's members (`audience` group),
 * chosen schools / sections / subjects (`schools`, empty arrays meaning all), or anyone in the tenant (`open`);
 * `capacity` caps sign-ups of any audience, and `seats_taken` only moves in guarded updates
 * (`... WHERE capacity IS NULL OR seats_taken < capacity`), which is what stops two people taking the last seat.
 */
export const researchActivities = pgTable(
  'research_activities',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** lesson_prep, observation, seminar, lecture or reading. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Markdown. */
    description: text('description').notNull().default(''),
    coverFileId: uuid('cover_file_id'),
    /** The organising group, when a group organises it; its members are the `group` audience. */
    organiserGroupId: bigint('organiser_group_id', { mode: 'number' }),
    /** The organising unit: the group's owner unit, or the school or district unit that organises it. */
    organiserUnitId: bigint('organiser_unit_id', { mode: 'number' }).notNull(),
    /** online, offline or mixed. */
    mode: text('mode').notNull(),
    place: text('place'),
    meetingUrl: text('meeting_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** group, schools or open. */
    audience: text('audience').notNull(),
    targetSchoolIds: bigint('target_school_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    sectionCodes: text('section_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subjectCodes: text('subject_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null: unlimited. */
    capacity: integer('capacity'),
    seatsTaken: integer('seats_taken').notNull().default(0),
    creditHours: numeric('credit_hours', { precision: 5, scale: 1, mode: 'number' }).notNull().default(0),
    /** The learning-hours category its credits count towards (a code of `learning_hour_categories`). */
    hoursCategory: text('hours_category').notNull().default('professional'),
    /** What completes it, all of them: attended, posted, form, task. */
    completionRule: text('completion_rule').array().notNull(),
    /** The fusion programme it belongs to: listed on the programme page, its hours count to the programme. */
    programmeId: bigint('programme_id', { mode: 'number' }),
    /** draft, published or closed. */
    status: text('status').notNull().default('draft'),
    version: integer('version').notNull().default(1),
    /** When the "starting soon" reminder went out; the job takes only rows where it is null, so it goes once. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The grams of the lower-cased title (`yx_grams`, set by the repository on every write) for keyword search. */
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'research_activities_group_fk',
      columns: [t.tenantId, t.organiserGroupId],
      foreignColumns: [researchGroups.tenantId, researchGroups.id],
    }),
    foreignKey({
      name: 'research_activities_unit_fk',
      columns: [t.tenantId, t.organiserUnitId],
      foreignColumns: [orgUnits.tenantId, orgUnits.id],
    }),
    foreignKey({
      name: 'research_activities_programme_fk',
      columns: [t.tenantId, t.programmeId],
      foreignColumns: [trainingProgrammes.tenantId, trainingProgrammes.id],
    }),
    // The square: visible activities by start time, newest first, so a page reads off the index and a cursor
    // (starts_at, id) resumes from any row.
    index('research_activities_square_idx')
      .on(t.tenantId, t.startsAt.desc(), t.id.desc())
      .where(sql`status in ('published', 'closed')`),
    index('research_activities_group_idx').on(t.tenantId, t.organiserGroupId, t.startsAt.desc()),
    index('research_activities_creator_idx').on(t.tenantId, t.createdBy, t.startsAt.desc()),
    index('research_activities_programme_idx')
      .on(t.tenantId, t.programmeId)
      .where(sql`programme_id is not null`),
    // The reminder job: published activities not reminded yet, by start.
    index('research_activities_remind_idx')
      .on(t.startsAt)
      .where(sql`status = 'published' and reminded_at is null`),
    index('research_activities_search_idx').using('gin', t.searchGrams),
  ],
);

/** An ordered stage (环节) of an activity with its content; which columns mean something depends on `kind`. */
export const researchActivityStages = pgTable(
  'research_activity_stages',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    /** 1-based. */
    position: integer('position').notNull(),
    /** materials, video, meeting, discussion, observation or task. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** materials: the files to read; task: the brief's attachments. */
    fileIds: uuid('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** video: the lesson recording. */
    videoFileId: uuid('video_file_id'),
    /** meeting: the external meeting link. */
    meetingUrl: text('meeting_url'),
    /** observation: the form template (research interaction's table). */
    formTemplateId: bigint('form_template_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'research_activity_stages_activity_fk',
      columns: [t.tenantId, t.activityId],
      foreignColumns: [researchActivities.tenantId, researchActivities.id],
    }).onDelete('cascade'),
    index('research_activity_stages_activity_idx').on(t.tenantId, t.activityId, t.position),
  ],
);

/**
 * A person who joined an activity, with what they have done towards its completion rule. Each fact column is set
 * once (the first time); `completed_at` is set once, in the transaction of the fact that met the rule.
 */
export const researchParticipants = pgTable(
  'research_participants',
  {
    tenantId: integer('tenant_id').notNull(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    formAt: timestamp('form_at', { withTimezone: true }),
    taskAt: timestamp('task_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.activityId, t.userId] }),
    foreignKey({
      name: 'research_participants_activity_fk',
      columns: [t.tenantId, t.activityId],
      foreignColumns: [researchActivities.tenantId, researchActivities.id],
    }),
    foreignKey({ name: 'research_participants_user_fk', columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    // "My research" and the to-do list from the person's side.
    index('research_participants_user_idx').on(t.tenantId, t.userId, t.activityId),
  ],
);
