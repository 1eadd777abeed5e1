import { defineEnum } from './define-enum';

// Enumerations of the training domain (zod-free so the web client can label and filter with them). Their values
// are ours: the spec shows the training routes but no training calls.

/** The kinds of programme; the values are the route names of `/training/:kind` and `/my/training/:kind/:id`. */
export const TrainingKind = defineEnum('trainingKind', {
  common: { 'zh-CN': '通识培训', 'en-US': 'Common training' },
  supermarket: { 'zh-CN': '培训超市', 'en-US': 'Training marketplace' },
  fusion: { 'zh-CN': '研训融合', 'en-US': 'Research-training fusion' },
  special: { 'zh-CN': '专项培训', 'en-US': 'Special training' },
  studio: { 'zh-CN': '名师工作室', 'en-US': 'Master-teacher studio' },
  school: { 'zh-CN': '校本培训', 'en-US': 'School-based training' },
});
export type TrainingKindValue = (typeof TrainingKind.values)[number];

/** Life of a programme: drafted, published (open to teachers), closed (no new enrolment), archived (hidden). */
export const ProgrammeStatus = defineEnum('programmeStatus', {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft' },
  published: { 'zh-CN': '已发布', 'en-US': 'Published' },
  closed: { 'zh-CN': '已结束报名', 'en-US': 'Closed' },
  archived: { 'zh-CN': '已归档', 'en-US': 'Archived' },
});
export type ProgrammeStatusValue = (typeof ProgrammeStatus.values)[number];

/** How a teacher joins a programme. Marketplace programmes with a price are always `purchase`. */
export const EnrolMode = defineEnum('enrolMode', {
  open: { 'zh-CN': '直接报名', 'en-US': 'Open enrolment' },
  approval: { 'zh-CN': '报名需学校审核', 'en-US': 'School approval needed' },
  purchase: { 'zh-CN': '购买后参加', 'en-US': 'Purchase' },
});
export type EnrolModeValue = (typeof EnrolMode.values)[number];

/** A teacher's enrolment: waiting for the school, enrolled (holds a seat), rejected or cancelled. */
export const EnrolmentStatus = defineEnum('enrolmentStatus', {
  pending: { 'zh-CN': '待审核', 'en-US': 'Awaiting approval' },
  enrolled: { 'zh-CN': '已报名', 'en-US': 'Enrolled' },
  rejected: { 'zh-CN': '未通过', 'en-US': 'Rejected' },
  cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled' },
});
export type EnrolmentStatusValue = (typeof EnrolmentStatus.values)[number];

/** What a programme unit is. */
export const UnitKind = defineEnum('unitKind', {
  video: { 'zh-CN': '视频课', 'en-US': 'Video lesson' },
  document: { 'zh-CN': '文档课', 'en-US': 'Document lesson' },
  offline: { 'zh-CN': '线下活动', 'en-US': 'Offline session' },
  // Assessment's exam sits in the unit (issue 38): passing it completes the unit.
  exam: { 'zh-CN': '考试', 'en-US': 'Exam' },
  // Assessment's assignment sits in the unit (issue 38): passing it completes the unit.
  assignment: { 'zh-CN': '作业', 'en-US': 'Assignment' },
  // Assessment's questionnaire sits in the unit (issue 38): answering it completes the unit.
  evaluation: { 'zh-CN': '培训评估', 'en-US': 'Evaluation' },
});
export type UnitKindValue = (typeof UnitKind.values)[number];

/** Where a marketplace order stands. Only `pending` orders can be paid or cancelled; `paid` can be refunded. */
export const OrderStatus = defineEnum('orderStatus', {
  pending: { 'zh-CN': '待支付', 'en-US': 'Pending payment' },
  paid: { 'zh-CN': '已支付', 'en-US': 'Paid' },
  cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled' },
  expired: { 'zh-CN': '已过期', 'en-US': 'Expired' },
  refunded: { 'zh-CN': '已退款', 'en-US': 'Refunded' },
});
export type OrderStatusValue = (typeof OrderStatus.values)[number];

/**
 * Payment providers. `free` settles a zero-amount order at once; `offline` waits for staff to confirm a bank
 * transfer. Online providers (WeChat Pay, Alipay) are added behind the same interface.
 */
export const PaymentProvider = defineEnum('paymentProvider', {
  free: { 'zh-CN': '免费', 'en-US': 'Free' },
  offline: { 'zh-CN': '线下转账', 'en-US': 'Bank transfer' },
});
export type PaymentProviderValue = (typeof PaymentProvider.values)[number];

/** Catalogue sort orders. */
export const CatalogueSort = defineEnum('catalogueSort', {
  newest: { 'zh-CN': '最新发布', 'en-US': 'Newest' },
  startSoon: { 'zh-CN': '即将开始', 'en-US': 'Starting soon' },
  popular: { 'zh-CN': '报名最多', 'en-US': 'Most enrolled' },
  hours: { 'zh-CN': '学时最多', 'en-US': 'Most hours' },
  priceAsc: { 'zh-CN': '价格从低到高', 'en-US': 'Price, low to high' },
});
export type CatalogueSortValue = (typeof CatalogueSort.values)[number];

/** The teacher-visible page of each kind: catalogue `/training/<kind>`, detail `/my/training/<kind>/:id`. */
export const KINDS_WITH_CATALOGUE: readonly TrainingKindValue[] = ['common', 'supermarket', 'fusion', 'special', 'studio'];
