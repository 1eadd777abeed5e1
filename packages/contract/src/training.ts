import { z } from 'zod';
import { AppIdQuery, PageQuery, paged } from './envelope';
import { enumSchema } from './enum-schema';
import { KEYWORD_MAX, TrainingLimits } from './limits';
import {
  CatalogueSort,
  EnrolMode,
  EnrolmentStatus,
  OrderStatus,
  PaymentProvider,
  ProgrammeStatus,
  TrainingKind,
  UnitKind,
} from './training-enums';
import { IsoDateTime } from './iso-date-time';

// Training: programmes of every kind and their units, the catalogue, enrolment, marketplace orders, studios and
// recommended open classes. The spec shows the routes but no calls, so these calls and shapes are ours.

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const DigitsId = z.string().regex(/^\d{1,15}$/, 'must be a number');
const Title = z.string().trim().min(1).max(TrainingLimits.title);
const ShortText = z.string().trim().max(TrainingLimits.shortText);
const IsoDate = z.iso.date();
const SectionCode = z.string().regex(/^\d{1,2}$/);
const SubjectCode = z.string().regex(/^\d{1,4}$/);
const LevelValue = z.enum(['1', '2', '3', '4', '5']);
/** Learning hours with at most one decimal, e.g. 1.5. */
const Hours = z.number().min(0).max(TrainingLimits.hoursMax).multipleOf(0.1);
/** Money in fen (1/100 yuan); integers avoid rounding. */
const Cents = z.number().int().min(0).max(TrainingLimits.priceCentsMax);

export const TrainingKindSchema = enumSchema(TrainingKind);
export const ProgrammeStatusSchema = enumSchema(ProgrammeStatus);
export const EnrolModeSchema = enumSchema(EnrolMode);
export const EnrolmentStatusSchema = enumSchema(EnrolmentStatus);
export const UnitKindSchema = enumSchema(UnitKind);
export const OrderStatusSchema = enumSchema(OrderStatus);
export const PaymentProviderSchema = enumSchema(PaymentProvider);

/** Path parameter naming a programme, unit, enrolment, order, studio or open class. */
export const IdParams = z.object({ id: DigitsId });

// ---- Programmes: what teachers see ----

/** A fusion programme's link to a research activity (activities are a later domain; a titled link for now). */
export const LinkedActivity = z.object({
  title: Title,
  /** An absolute https URL or a path inside the app starting with `/`. */
  url: z
    .string()
    .trim()
    .max(TrainingLimits.shortText)
    .regex(/^(https:\/\/|\/)/, 'must be an https URL or an app path'),
});
export type LinkedActivity = z.infer<typeof LinkedActivity>;

/** The caller's own enrolment in a programme, when they have one. */
export const MyEnrolment = z.object({
  id: Id,
  status: EnrolmentStatusSchema,
  /** Why staff rejected it, when they did. */
  reason: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type MyEnrolment = z.infer<typeof MyEnrolment>;

/** A programme as a catalogue or list row shows it. */
export const ProgrammeSummary = z.object({
  id: Id,
  kind: TrainingKindSchema,
  title: z.string(),
  /** One or two sentences for the card. */
  summary: z.string(),
  organiserUnitId: Id,
  organiserName: z.string(),
  level: LevelValue,
  /** School sections the programme is for; empty means every section. */
  sectionCodes: z.array(z.string()),
  /** Subjects the programme is for; empty means every subject. */
  subjectCodes: z.array(z.string()),
  enrolMode: EnrolModeSchema,
  enrolStart: IsoDateTime,
  enrolEnd: IsoDateTime,
  startsOn: IsoDate,
  endsOn: IsoDate,
  /** Seats; null means unlimited. */
  capacity: z.number().int().nullable(),
  /** Seats taken: enrolled teachers plus pending orders holding a seat. */
  seatsTaken: z.number().int(),
  /** null when unlimited. */
  seatsLeft: z.number().int().nullable(),
  creditHours: z.number(),
  /** 0 for free programmes. */
  priceCents: z.number().int(),
  /** Served by `trainingCover`; null shows a placeholder. */
  coverFileId: z.uuid().nullable(),
  status: ProgrammeStatusSchema,
  studioId: Id.nullable(),
  publishedAt: IsoDateTime.nullable(),
  /** The caller's enrolment; null when they have none (always null in staff lists). */
  myEnrolment: MyEnrolment.nullable(),
});
export type ProgrammeSummary = z.infer<typeof ProgrammeSummary>;

/** A unit of a programme, in order. */
export const ProgrammeUnit = z.object({
  id: Id,
  /** 1-based order within the programme. */
  position: z.number().int(),
  kind: UnitKindSchema,
  title: z.string(),
  /** Video or document file; null for offline sessions. */
  fileId: z.uuid().nullable(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  /** Length of a video lesson in seconds. */
  durationSeconds: z.number().int().nullable(),
  /** Minimum reading time of a document lesson in seconds. */
  minViewSeconds: z.number().int().nullable(),
  creditHours: z.number(),
  /** Where and when an offline session takes place. */
  location: z.string().nullable(),
  sessionStartsAt: IsoDateTime.nullable(),
  /** Whether the caller has completed the unit (offline: attendance marked). */
  completed: z.boolean(),
});
export type ProgrammeUnit = z.infer<typeof ProgrammeUnit>;

/** Why the caller cannot enrol right now; null when they can. */
export const EnrolBlocker = z.enum([
  'already_enrolled',
  'pending',
  'not_open_yet',
  'enrolment_ended',
  'full',
  'closed',
  'not_in_audience',
  'staff',
  'pending_order',
]);
export type EnrolBlocker = z.infer<typeof EnrolBlocker>;

/** Progress through a programme's units. */
export const TrainingProgress = z.object({
  completedUnits: z.number().int(),
  totalUnits: z.number().int(),
  /** Credit hours of the completed units. */
  completedHours: z.number(),
  /** 0..100, rounded down. */
  percent: z.number().int(),
});
export type TrainingProgress = z.infer<typeof TrainingProgress>;

/** A programme page: the summary plus everything a teacher needs to decide and to study. */
export const ProgrammeDetail = ProgrammeSummary.extend({
  /** Markdown; rendered without raw HTML. */
  description: z.string(),
  units: z.array(ProgrammeUnit),
  linkedActivities: z.array(LinkedActivity),
  /** School org units the programme is limited to; empty means the whole tenant. */
  targetSchoolIds: z.array(Id),
  targetSchoolNames: z.array(z.string()),
  studio: z.object({ id: Id, name: z.string(), leadName: z.string() }).nullable(),
  /** Why the caller cannot enrol now, or null. */
  enrolBlocker: EnrolBlocker.nullable(),
  /** The caller's progress when enrolled. */
  progress: TrainingProgress.nullable(),
  /** The caller's pending order for this programme, to pay or cancel. */
  pendingOrderId: Id.nullable(),
});
export type ProgrammeDetail = z.infer<typeof ProgrammeDetail>;

/** The catalogue, of one kind or (without `kind`) of every kind, paged (10 by default). */
export const CatalogueQuery = AppIdQuery.extend(PageQuery.shape).extend({
  /** Absent: every kind (a missing filter means "all", as for every other filter). */
  kind: TrainingKindSchema.optional(),
  /** Matches the title or the organiser's name. */
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
  sectionCode: SectionCode.optional(),
  subjectCode: SubjectCode.optional(),
  level: LevelValue.optional(),
  /** published (enrolment possible) or closed; both when absent. */
  status: z.enum(['published', 'closed']).optional(),
  price: z.enum(['free', 'paid']).optional(),
  studioId: DigitsId.optional(),
  sort: enumSchema(CatalogueSort).default('newest'),
  /**
   * The `nextCursor` of the page before, to read the next page from where that one ended instead of skipping
   * `(current - 1) * size` rows: deep pages then cost what the first does. `current` still numbers the page.
   * Clients that send only `current` keep working.
   */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional(),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuery>;

/**
 * A catalogue page. Counting stops ten pages past the page asked for: counting every match of a broad filter over
 * 100,000 programmes costs far more than the page. `totalIsLowerBound` says the count stopped, so "110+" is shown
 * and the pager still offers the next ten pages.
 */
export const CataloguePage = paged(ProgrammeSummary).extend({
  totalIsLowerBound: z.boolean(),
  /** Send as `cursor` (with `current` + 1 and the same filters and sort) for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CataloguePage = z.infer<typeof CataloguePage>;

/** A programme in the caller's own list, with their enrolment and progress. */
export const MyTrainingItem = z.object({
  programme: ProgrammeSummary,
  enrolment: MyEnrolment,
  progress: TrainingProgress,
});
export type MyTrainingItem = z.infer<typeof MyTrainingItem>;

/** The caller's programmes of one kind (or all kinds), paged. */
export const MyTrainingQuery = AppIdQuery.extend(PageQuery.shape).extend({
  kind: TrainingKindSchema.optional(),
  status: EnrolmentStatusSchema.optional(),
});

/** The training parts of the home page. */
export const TrainingHome = z.object({
  /** Newest published programmes open to the caller and not yet joined (at most 6). */
  recommended: z.array(ProgrammeSummary),
  /** The caller's enrolled programmes still running, least progress first (at most 4). */
  inProgress: z.array(MyTrainingItem),
  /** Orders waiting for payment or confirmation. */
  pendingOrders: z.number().int(),
  /** Enrolments the caller may decide (school and district staff). */
  enrolmentsToDecide: z.number().int(),
});
export type TrainingHome = z.infer<typeof TrainingHome>;

/** Joins a programme: enrolled at once (open), pending for the school (approval). Purchases go through orders. */
export const EnrolBody = z.object({ programmeId: Id });
export type EnrolBody = z.infer<typeof EnrolBody>;

/** Withdraws the caller's enrolment (pending or enrolled, before the programme starts); frees the seat. */
export const CancelEnrolmentBody = z.object({ enrolmentId: Id });

// ---- Media ----

/**
 * A short-lived signed address of a unit's or open class's file, usable as `<video src>` or `<iframe src>`
 * (which cannot send the Bearer header). Range requests work on it.
 */
export const MediaLink = z.object({
  url: z.string(),
  expiresAt: IsoDateTime,
  contentType: z.string(),
  name: z.string(),
});
export type MediaLink = z.infer<typeof MediaLink>;

/** Query of a signed media address (set by the server in `MediaLink.url`). */
export const SignedMediaQuery = AppIdQuery.extend({
  uid: DigitsId,
  /** Expiry, seconds since the epoch. */
  exp: z.string().regex(/^\d{1,12}$/),
  /** Base64url HMAC of tenant, file, user and expiry. */
  sig: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});

// ---- Programmes: what staff manage ----

/** A unit as staff author it; `id` keeps an existing unit, absent creates one. Order is the array order. */
export const UnitInput = z.discriminatedUnion('kind', [
  z.object({
    id: Id.optional(),
    kind: z.literal('video'),
    title: Title,
    fileId: z.uuid(),
    durationSeconds: z.number().int().min(1).max(TrainingLimits.secondsMax),
    creditHours: Hours,
  }),
  z.object({
    id: Id.optional(),
    kind: z.literal('document'),
    title: Title,
    fileId: z.uuid(),
    minViewSeconds: z.number().int().min(0).max(TrainingLimits.secondsMax),
    creditHours: Hours,
  }),
  z.object({
    id: Id.optional(),
    kind: z.literal('offline'),
    title: Title,
    location: z.string().trim().min(1).max(TrainingLimits.location),
    sessionStartsAt: IsoDateTime,
    creditHours: Hours,
  }),
  // An exam unit: its exam (assessment's, issue 38) names the unit; passing the exam completes it.
  z.object({
    id: Id.optional(),
    kind: z.literal('exam'),
    title: Title,
    creditHours: Hours,
  }),
  // An assignment unit: its assignment (assessment's, issue 38) names the unit; a passing grade completes it.
  z.object({
    id: Id.optional(),
    kind: z.literal('assignment'),
    title: Title,
    creditHours: Hours,
  }),
  // An evaluation unit: its questionnaire (assessment's, issue 38) names the unit; answering it completes it.
  z.object({
    id: Id.optional(),
    kind: z.literal('evaluation'),
    title: Title,
    creditHours: Hours,
  }),
]);
export type UnitInput = z.infer<typeof UnitInput>;

/** Everything staff set on a programme. Dates are checked together: enrolment ends no later than the end. */
export const ProgrammeInput = z.object({
  kind: TrainingKindSchema,
  title: Title,
  summary: ShortText,
  /** Markdown, at most `TrainingLimits.description` characters. */
  description: z.string().max(TrainingLimits.description),
  /** Defaults to the caller's own unit; a district admin may name a school of their district. */
  organiserUnitId: Id.optional(),
  level: LevelValue,
  sectionCodes: z.array(SectionCode).max(TrainingLimits.sectionCodes),
  subjectCodes: z.array(SubjectCode).max(TrainingLimits.subjectCodes),
  /** Schools the programme is limited to; empty for the whole tenant. School-based training: the school itself. */
  targetSchoolIds: z.array(Id).max(500),
  enrolMode: EnrolModeSchema,
  enrolStart: IsoDateTime,
  enrolEnd: IsoDateTime,
  startsOn: IsoDate,
  endsOn: IsoDate,
  capacity: z.number().int().min(1).max(TrainingLimits.capacityMax).nullable(),
  creditHours: Hours,
  /** Marketplace only; must be 0 elsewhere. */
  priceCents: Cents,
  coverFileId: z.uuid().nullable(),
  /** Studio programmes belong to a studio. */
  studioId: Id.nullable(),
  /** Fusion programmes link research activities. */
  linkedActivities: z.array(LinkedActivity).max(20),
  units: z.array(UnitInput).max(200),
});
export type ProgrammeInput = z.infer<typeof ProgrammeInput>;

/** Edits a programme; `version` is the one last read, so two editors cannot overwrite each other. */
export const UpdateProgrammeBody = ProgrammeInput.extend({ id: Id, version: z.number().int().min(1) });
export type UpdateProgrammeBody = z.infer<typeof UpdateProgrammeBody>;

/** Moves a programme: publish (draft or closed), close (published), archive (closed or draft). */
export const ProgrammeStatusBody = z.object({
  id: Id,
  action: z.enum(['publish', 'close', 'archive']),
  version: z.number().int().min(1),
});
export type ProgrammeStatusBody = z.infer<typeof ProgrammeStatusBody>;

/** A programme as staff edit it: the detail plus its version and audit facts. */
export const ManagedProgramme = ProgrammeDetail.extend({
  version: z.number().int(),
  createdByName: z.string(),
  updatedAt: IsoDateTime,
  /** Counts by enrolment status. */
  enrolmentCounts: z.object({
    pending: z.number().int(),
    enrolled: z.number().int(),
    rejected: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type ManagedProgramme = z.infer<typeof ManagedProgramme>;

/** Staff list of programmes they manage, paged. */
export const ManagedProgrammesQuery = AppIdQuery.extend(PageQuery.shape).extend({
  kind: TrainingKindSchema.optional(),
  status: ProgrammeStatusSchema.optional(),
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
});

/** One teacher's enrolment as staff see it. */
export const EnrolmentRow = z.object({
  id: Id,
  programmeId: Id,
  programmeTitle: z.string(),
  userId: Id,
  teacherName: z.string(),
  schoolName: z.string(),
  /** Masked like elsewhere: 138****0001. */
  phone: z.string().nullable(),
  status: EnrolmentStatusSchema,
  /** open, approval or order. */
  source: z.enum(['open', 'approval', 'order']),
  reason: z.string().nullable(),
  createdAt: IsoDateTime,
  decidedAt: IsoDateTime.nullable(),
  decidedByName: z.string().nullable(),
  progress: TrainingProgress,
});
export type EnrolmentRow = z.infer<typeof EnrolmentRow>;

/** Enrolments the caller may see: of one programme they manage, or awaiting their decision. */
export const EnrolmentsQuery = AppIdQuery.extend(PageQuery.shape).extend({
  programmeId: DigitsId.optional(),
  status: EnrolmentStatusSchema.optional(),
  /** Matches the teacher's name. */
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
});

/** Approves or rejects pending enrolments; reject needs a reason. Each is decided only if still pending. */
export const DecideEnrolmentsBody = z.discriminatedUnion('decision', [
  z.object({ enrolmentIds: z.array(Id).min(1).max(200), decision: z.literal('approve') }),
  z.object({
    enrolmentIds: z.array(Id).min(1).max(200),
    decision: z.literal('reject'),
    reason: z.string().trim().min(1).max(TrainingLimits.shortText),
  }),
]);
export type DecideEnrolmentsBody = z.infer<typeof DecideEnrolmentsBody>;

/** What a batch decision did: ids decided, and ids skipped with why (no longer pending, programme full). */
export const DecideEnrolmentsResult = z.object({
  decided: z.array(Id),
  skipped: z.array(z.object({ id: Id, reason: z.enum(['not_pending', 'full', 'not_allowed']) })),
});
export type DecideEnrolmentsResult = z.infer<typeof DecideEnrolmentsResult>;

/** Marks attendance of an offline session for enrolled teachers (completes the unit for them). */
export const AttendanceBody = z.object({
  unitId: Id,
  userIds: z.array(Id).min(1).max(500),
  attended: z.boolean(),
});
export type AttendanceBody = z.infer<typeof AttendanceBody>;

// ---- Orders ----

/** An order: one programme bought by one teacher. */
export const Order = z.object({
  id: Id,
  /** Human-readable order number, e.g. YX20261121-000042. */
  orderNo: z.string(),
  userId: Id,
  teacherName: z.string(),
  items: z.array(z.object({ programmeId: Id, title: z.string(), priceCents: z.number().int() })),
  amountCents: z.number().int(),
  status: OrderStatusSchema,
  provider: PaymentProviderSchema,
  createdAt: IsoDateTime,
  /** Pending orders expire then and release their seat. */
  expiresAt: IsoDateTime,
  paidAt: IsoDateTime.nullable(),
  /** The bank transfer reference staff recorded when confirming. */
  paymentReference: z.string().nullable(),
  /** When the order was cancelled, expired or refunded. */
  closedAt: IsoDateTime.nullable(),
  /** Why staff refunded the order; null otherwise (the status says the rest). */
  closeReason: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;

/**
 * Places an order for a marketplace programme; it holds a seat until paid or expired. The same idempotency key
 * answers the same order, so a double click creates one.
 */
export const CreateOrderBody = z.object({
  programmeId: Id,
  provider: PaymentProviderSchema,
  /** A UUID the client makes once per purchase attempt. */
  idempotencyKey: z.uuid(),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;

/** Names one order. */
export const OrderIdBody = z.object({ orderId: Id });

/** The caller's orders, paged. */
export const MyOrdersQuery = AppIdQuery.extend(PageQuery.shape).extend({ status: OrderStatusSchema.optional() });

/** Staff list of the tenant's orders (district admins), paged. */
export const ManagedOrdersQuery = AppIdQuery.extend(PageQuery.shape).extend({
  status: OrderStatusSchema.optional(),
  /** Matches the order number or the teacher's name. */
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
});

/** Confirms the bank transfer of a pending offline order: the order is paid and the teacher enrolled. */
export const ConfirmOrderBody = z.object({
  orderId: Id,
  /** The transfer's reference from the bank statement. */
  paymentReference: z.string().trim().min(1).max(TrainingLimits.paymentReference),
});

/** Refunds a paid order: the enrolment is cancelled and the seat freed. */
export const RefundOrderBody = z.object({ orderId: Id, reason: z.string().trim().min(1).max(TrainingLimits.shortText) });

// ---- Studios ----

/** A master-teacher studio as its card shows it. */
export const StudioSummary = z.object({
  id: Id,
  name: z.string(),
  summary: z.string(),
  leadUserId: Id,
  leadName: z.string(),
  leadSchoolName: z.string(),
  sectionCode: z.string().nullable(),
  subjectCode: z.string().nullable(),
  coverFileId: z.uuid().nullable(),
  memberCount: z.number().int(),
  programmeCount: z.number().int(),
});
export type StudioSummary = z.infer<typeof StudioSummary>;

/** A studio page: its members and its published programmes. */
export const StudioDetail = StudioSummary.extend({
  description: z.string(),
  members: z.array(z.object({ userId: Id, name: z.string(), schoolName: z.string(), role: z.enum(['lead', 'member']) })),
  programmes: z.array(ProgrammeSummary),
});
export type StudioDetail = z.infer<typeof StudioDetail>;

/** The studio catalogue, paged. */
export const StudiosQuery = AppIdQuery.extend(PageQuery.shape).extend({
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
  sectionCode: SectionCode.optional(),
  subjectCode: SubjectCode.optional(),
});

/** Creates (no id) or edits a studio; the lead is always a member. District admins only. */
export const SaveStudioBody = z.object({
  id: Id.optional(),
  name: Title,
  summary: ShortText,
  description: z.string().max(TrainingLimits.description),
  leadUserId: Id,
  memberUserIds: z.array(Id).max(200),
  sectionCode: SectionCode.nullable(),
  subjectCode: SubjectCode.nullable(),
  coverFileId: z.uuid().nullable(),
});
export type SaveStudioBody = z.infer<typeof SaveStudioBody>;

// ---- Open classes ----

/** A recommended open-class recording. */
export const OpenClass = z.object({
  id: Id,
  title: z.string(),
  teacherName: z.string(),
  schoolName: z.string(),
  sectionCode: z.string(),
  subjectCode: z.string(),
  /** Grade or textbook unit, free text such as 五年级上册. */
  grade: z.string(),
  level: LevelValue,
  summary: z.string(),
  videoFileId: z.uuid(),
  durationSeconds: z.number().int(),
  coverFileId: z.uuid().nullable(),
  /** Hidden recordings are not listed to teachers. */
  published: z.boolean(),
  recommendedAt: IsoDateTime,
  recommendedByName: z.string(),
});
export type OpenClass = z.infer<typeof OpenClass>;

/** Open classes, paged, newest recommendation first. */
export const OpenClassesQuery = AppIdQuery.extend(PageQuery.shape).extend({
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
  sectionCode: SectionCode.optional(),
  subjectCode: SubjectCode.optional(),
  level: LevelValue.optional(),
});

/** Creates (no id) or edits a recommended open class. District admins only. */
export const SaveOpenClassBody = z.object({
  id: Id.optional(),
  title: Title,
  teacherName: z.string().trim().min(1).max(TrainingLimits.teacherName),
  schoolName: z.string().trim().min(1).max(TrainingLimits.schoolName),
  sectionCode: SectionCode,
  subjectCode: SubjectCode,
  grade: z.string().trim().max(TrainingLimits.grade),
  level: LevelValue,
  summary: ShortText,
  videoFileId: z.uuid(),
  durationSeconds: z.number().int().min(1).max(TrainingLimits.secondsMax),
  coverFileId: z.uuid().nullable(),
  published: z.boolean(),
});
export type SaveOpenClassBody = z.infer<typeof SaveOpenClassBody>;

/** Names one record for a delete or a read. */
export const IdBody = z.object({ id: Id });
export const IdQuery = AppIdQuery.extend({ id: DigitsId });

// ---- Staff look-ups (pickers of the staff pages) ----

/** A school (org unit of level 1) the caller is staff over. */
export const ManagedSchool = z.object({ id: Id, name: z.string() });
export type ManagedSchool = z.infer<typeof ManagedSchool>;

/** Teachers the caller is staff over whose name or username contains the keyword; `schoolId` narrows to one school. */
export const ManagedTeachersQuery = AppIdQuery.extend({
  keyword: z.string().trim().min(1).max(KEYWORD_MAX),
  schoolId: DigitsId.optional(),
});

/** An active teacher as a picker shows them. */
export const ManagedTeacher = z.object({ userId: Id, name: z.string(), schoolName: z.string() });
export type ManagedTeacher = z.infer<typeof ManagedTeacher>;
