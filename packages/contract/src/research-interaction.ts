import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { ResearchInteractionLimits as Limits } from './research-interaction-limits';
import { IsoDateTime } from './iso-date-time';

// What happens inside a research activity (教研活动) once people have joined: the discussion of a discussion stage
// (threaded posts and replies with attachments and mentions; the organiser pins and hides), the observation form
// of an observation stage (indicators with maximum scores, from templates the district maintains; participants
// fill it, the organiser sees the aggregate), attendance (a rotating check-in code the organiser shows in the room
// or the online meeting, scanned or typed, or marking by hand), task hand-ins, and the organiser's summary that
// closes the activity. Activities, stages, groups and sign-up are in research.ts. The paths are ours: the spec
// names the pages but shows no calls.

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const IdParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const FileId = z.uuid();
const FileIds = (max: number) =>
  z
    .array(FileId)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'a file is named twice' });

export { ResearchInteractionPaths } from './research-interaction-paths';

/** A person as the activity's pages show them. */
export const ResearchPerson = z.object({ userId: Id, name: z.string(), orgName: z.string() });
export type ResearchPerson = z.infer<typeof ResearchPerson>;

/** A file attached to a post, a hand-in or a summary (download through the files domain by id). */
export const ResearchFile = z.object({ id: FileId, name: z.string(), contentType: z.string(), size: z.number().int() });
export type ResearchFile = z.infer<typeof ResearchFile>;

/** Query naming a stage of an activity. */
export const StageQuery = AppIdQuery.extend({ stageId: IdParam });
export type StageQuery = z.infer<typeof StageQuery>;
/** Query naming an activity. */
export const ActivityQuery = AppIdQuery.extend({ activityId: IdParam });
export type ActivityQuery = z.infer<typeof ActivityQuery>;
/** Path of `researchFile`: the file's id (its activity is the `activityId` query). */
export const ResearchFileParams = z.object({ id: FileId });
/** Path of `researchGroupFile`: the group's id and the shared file's. */
export const GroupFileParams = z.object({ id: IdParam, fileId: FileId });

// ---- Discussion (a `discussion` stage) ----

/** A post or a reply. Hidden ones reach only the organiser (marked `hidden`); others never see them. */
export const DiscussionPost = z.object({
  id: Id,
  /** The thread's first post; null for a thread's first post itself. */
  parentId: Id.nullable(),
  author: ResearchPerson,
  text: z.string(),
  attachments: z.array(ResearchFile),
  /** People the text mentions; each was notified once. */
  mentions: z.array(ResearchPerson),
  pinned: z.boolean(),
  hidden: z.boolean(),
  createdAt: IsoDateTime,
});
export type DiscussionPost = z.infer<typeof DiscussionPost>;

/** A thread: its first post, its newest replies (oldest first, at most `repliesShown`) and how many there are. */
export const DiscussionThread = DiscussionPost.extend({ replies: z.array(DiscussionPost), replyCount: z.number().int() });
export type DiscussionThread = z.infer<typeof DiscussionThread>;

/** A page of a stage's discussion: pinned threads first, then newest first; read on with `nextCursor`. */
export const DiscussionQuery = StageQuery.extend({
  size: z.coerce.number().int().min(1).max(50).default(20),
  /** The `nextCursor` of the page before. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional(),
});
export type DiscussionQuery = z.infer<typeof DiscussionQuery>;
export const DiscussionPage = z.object({
  threads: z.array(DiscussionThread),
  /** Send as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** Whether the caller may pin and hide (the organiser). */
  canModerate: z.boolean(),
});
export type DiscussionPage = z.infer<typeof DiscussionPage>;

/** A new post, or a reply to a thread (`parentId`: any post of the thread; the reply joins its thread). */
export const CreatePostBody = z.object({
  stageId: Id,
  parentId: Id.optional(),
  text: z.string().trim().min(1).max(Limits.postText),
  /** The caller's own uploads (purpose `evidence` or `document`). */
  attachmentFileIds: FileIds(Limits.attachments).default([]),
  /** Participants or the organiser of the activity to notify (`research.mentioned`). */
  mentionUserIds: z
    .array(Id)
    .max(Limits.mentions)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'a person is named twice' })
    .default([]),
});
export type CreatePostBody = z.input<typeof CreatePostBody>;

/** The organiser pins (threads only) or hides a post; each can be undone. */
export const ModeratePostBody = z.object({ postId: Id, action: z.enum(['pin', 'unpin', 'hide', 'unhide']) });
export type ModeratePostBody = z.infer<typeof ModeratePostBody>;

// ---- Observation forms (an `observation` stage) ----

/** A score: 0 to the indicator's maximum (checked against it on submit), at most one decimal. */
export const ObservationScore = z
  .number()
  .min(0)
  .max(Limits.maxScore)
  .refine((value) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6, { message: 'at most one decimal' });

/** One indicator of a form: what to look at and its maximum score. `key` is stable within its form. */
export const ObservationIndicator = z.object({
  key: z.string().regex(/^[a-z0-9]{1,12}$/),
  title: z.string().trim().min(1).max(Limits.title),
  hint: z.string().trim().max(Limits.indicatorHint).default(''),
  maxScore: z.number().int().min(1).max(Limits.maxScore),
});
export type ObservationIndicator = z.infer<typeof ObservationIndicator>;

const Indicators = z
  .array(ObservationIndicator)
  .min(1)
  .max(Limits.indicators)
  .refine((list) => new Set(list.map((item) => item.key)).size === list.length, { message: 'an indicator key is used twice' });

/** A form template of the district's library. */
export const FormTemplate = z.object({
  id: Id,
  title: z.string(),
  indicators: z.array(ObservationIndicator),
  /** Retired templates stay on the stages that use them but are not offered for new ones. */
  retired: z.boolean(),
  updatedAt: IsoDateTime,
});
export type FormTemplate = z.infer<typeof FormTemplate>;

/** The library: current templates, and the retired ones too for district staff with `retired=true`. */
export const FormTemplatesQuery = AppIdQuery.extend({ retired: z.enum(['true', 'false']).default('false') });
export type FormTemplatesQuery = z.infer<typeof FormTemplatesQuery>;

/** Creating (no id) or changing a template; stages whose form has been read or filled keep the copy they took. */
export const SaveFormTemplateBody = z.object({
  id: Id.optional(),
  title: z.string().trim().min(1).max(Limits.title),
  indicators: Indicators,
});
export type SaveFormTemplateBody = z.input<typeof SaveFormTemplateBody>;
export const RetireFormTemplateBody = z.object({ id: Id, retired: z.boolean() });
export type RetireFormTemplateBody = z.infer<typeof RetireFormTemplateBody>;

/** One indicator's score in a filled form. */
export const IndicatorScore = z.object({
  key: z.string().regex(/^[a-z0-9]{1,12}$/),
  score: ObservationScore,
  comment: z.string().trim().max(Limits.comment).default(''),
});
export type IndicatorScore = z.infer<typeof IndicatorScore>;

/**
 * A stage's form (the template its `formTemplateId` names, as it was when the activity was first filled in or
 * read after publishing: later template edits do not change it) and the caller's own filling (null until handed in).
 */
export const ObservationForm = z.object({
  stageId: Id,
  title: z.string(),
  indicators: z.array(ObservationIndicator),
  mine: z.object({ scores: z.array(IndicatorScore), comment: z.string(), total: z.number(), submittedAt: IsoDateTime }).nullable(),
  /** Whether the caller may still hand it in or change it (a participant, activity not closed). */
  canSubmit: z.boolean(),
  /** Whether the caller sees the aggregate (the organiser). */
  canSeeResults: z.boolean(),
});
export type ObservationForm = z.infer<typeof ObservationForm>;

/** Handing the form in (again: replaces the earlier filling): a score for every indicator, once each. */
export const SubmitObservationBody = z.object({
  stageId: Id,
  scores: z
    .array(IndicatorScore)
    .min(1)
    .max(Limits.indicators)
    .refine((list) => new Set(list.map((item) => item.key)).size === list.length, { message: 'an indicator is scored twice' }),
  comment: z.string().trim().max(Limits.comment).default(''),
});
export type SubmitObservationBody = z.input<typeof SubmitObservationBody>;

/** Scores of one indicator (or of the totals) over the handed-in forms; null statistics while none are. */
export const ScoreStats = z.object({
  count: z.number().int(),
  mean: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type ScoreStats = z.infer<typeof ScoreStats>;

/** The organiser's view of a stage's forms: statistics per indicator and of the totals, and every comment. */
export const ObservationResults = z.object({
  stageId: Id,
  title: z.string(),
  participantCount: z.number().int(),
  submittedCount: z.number().int(),
  indicators: z.array(ObservationIndicator.extend({ stats: ScoreStats })),
  total: ScoreStats.extend({ maxScore: z.number().int() }),
  /** Each filling with any comment, newest first. */
  comments: z.array(
    z.object({
      author: ResearchPerson,
      comment: z.string(),
      indicatorComments: z.array(z.object({ key: z.string(), comment: z.string() })),
      submittedAt: IsoDateTime,
    }),
  ),
});
export type ObservationResults = z.infer<typeof ObservationResults>;

// ---- Attendance ----

/**
 * The code the organiser shows (as a QR code of the check-in page's address with `code`, and as `typedCode` for
 * people to type on the activity page), both good for their 30-second window and the one after; fetch new ones at
 * `expiresAt`.
 */
export const CheckInCode = z.object({
  activityId: Id,
  code: z.string(),
  /** The same window's code in digits, read off the shared screen of an online meeting or the room's screen. */
  typedCode: z.string(),
  /** When the screen should show the next code. */
  expiresAt: IsoDateTime,
  windowSeconds: z.number().int(),
});
export type CheckInCode = z.infer<typeof CheckInCode>;

/** A participant checking in with the code they scanned, or the digits they typed (`typedCode`), both as `code`. */
export const CheckInBody = z.object({
  activityId: Id,
  code: z
    .string()
    .trim()
    .min(1)
    .max(Limits.checkInCode)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type CheckInBody = z.infer<typeof CheckInBody>;
export const CheckedIn = z.object({ activityId: Id, attendedAt: IsoDateTime });
export type CheckedIn = z.infer<typeof CheckedIn>;

/** The organiser's attendance list: every participant, present ones first; paged. */
export const AttendanceQuery = ActivityQuery.extend(PageQuery.shape);
export type AttendanceQuery = z.infer<typeof AttendanceQuery>;
export const AttendanceRow = z.object({
  person: ResearchPerson,
  attended: z.boolean(),
  /** How they were recorded: scanned the code, typed it, or marked by the organiser. */
  method: z.enum(['code', 'typed', 'manual']).nullable(),
  attendedAt: IsoDateTime.nullable(),
});
export type AttendanceRow = z.infer<typeof AttendanceRow>;
export const AttendancePage = paged(AttendanceRow).extend({ attendedCount: z.number().int() });
export type AttendancePage = z.infer<typeof AttendancePage>;

/** The organiser marks participants present, or takes a mark back (credited hours stay credited). */
export const MarkAttendanceBody = z.object({
  activityId: Id,
  userIds: z
    .array(Id)
    .min(1)
    .max(Limits.markAtOnce)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'a person is named twice' }),
  present: z.boolean(),
});
export type MarkAttendanceBody = z.infer<typeof MarkAttendanceBody>;
/** How many were changed and how many are now present. */
export const MarkedAttendance = z.object({ changed: z.number().int(), attendedCount: z.number().int() });
export type MarkedAttendance = z.infer<typeof MarkedAttendance>;

// ---- Task hand-in (a `task` stage) ----

/** Handing in (again: replaces the earlier hand-in while the activity is open): files and a note. */
export const HandInBody = z.object({
  stageId: Id,
  /** The caller's own uploads (purpose `evidence` or `document`). */
  fileIds: FileIds(Limits.attachments).refine((ids) => ids.length > 0, { message: 'hand in at least one file' }),
  note: z.string().trim().max(Limits.comment).default(''),
});
export type HandInBody = z.input<typeof HandInBody>;
export const HandIn = z.object({
  stageId: Id,
  author: ResearchPerson,
  files: z.array(ResearchFile),
  note: z.string(),
  handedInAt: IsoDateTime,
});
export type HandIn = z.infer<typeof HandIn>;
/** The caller's hand-in for the stage, null before they hand in. */
export const MyHandIn = HandIn.nullable();
/** The organiser's list of a task stage's hand-ins, newest first; paged. */
export const HandInsQuery = StageQuery.extend(PageQuery.shape);
export type HandInsQuery = z.infer<typeof HandInsQuery>;
export const HandInsPage = paged(HandIn).extend({ participantCount: z.number().int() });
export type HandInsPage = z.infer<typeof HandInsPage>;

// ---- Summary ----

/** The organiser's report; `null` until written. For the activity's organisers and the people who joined it. */
export const ActivitySummary = z
  .object({
    activityId: Id,
    text: z.string(),
    photos: z.array(ResearchFile),
    author: ResearchPerson,
    savedAt: IsoDateTime,
    /** Set when the summary closed the activity. */
    closedAt: IsoDateTime.nullable(),
  })
  .nullable();
export type ActivitySummary = z.infer<typeof ActivitySummary>;

/** Writing the summary; `close` also closes the activity (only once it has started; closing is final). */
export const SaveSummaryBody = z.object({
  activityId: Id,
  text: z.string().trim().min(1).max(Limits.summaryText),
  /** The caller's own image uploads (purpose `evidence`, PNG/JPEG/WebP). */
  photoFileIds: FileIds(Limits.summaryPhotos).default([]),
  close: z.boolean().default(false),
});
export type SaveSummaryBody = z.input<typeof SaveSummaryBody>;
