import { defineEnum } from './define-enum';

// The resource disk's enumerations with their labels, zod-free so the web pages use them without bundling zod.

/** What a resource is, as the teacher files it. */
export const DiskResourceType = defineEnum('diskResourceType', {
  lessonPlan: { 'zh-CN': '教案', 'en-US': 'Lesson plan' },
  courseware: { 'zh-CN': '课件', 'en-US': 'Courseware' },
  video: { 'zh-CN': '视频', 'en-US': 'Video' },
  exercise: { 'zh-CN': '习题', 'en-US': 'Exercise' },
  paper: { 'zh-CN': '试卷', 'en-US': 'Paper' },
  other: { 'zh-CN': '其他', 'en-US': 'Other' },
});
export type DiskResourceTypeValue = (typeof DiskResourceType.values)[number];

/**
 * How the browser can show a file, decided by the server from the sniffed bytes (and, for Office files, the name):
 * `office` is shown through the PDF a background job converts it to.
 */
export const DiskPreviewKind = defineEnum('diskPreviewKind', {
  pdf: { 'zh-CN': 'PDF', 'en-US': 'PDF' },
  image: { 'zh-CN': '图片', 'en-US': 'Image' },
  video: { 'zh-CN': '视频', 'en-US': 'Video' },
  audio: { 'zh-CN': '音频', 'en-US': 'Audio' },
  text: { 'zh-CN': '文本', 'en-US': 'Text' },
  office: { 'zh-CN': 'Office 文档', 'en-US': 'Office document' },
  none: { 'zh-CN': '其他文件', 'en-US': 'Other file' },
});
export type DiskPreviewKindValue = (typeof DiskPreviewKind.values)[number];

/** Orders of the resource list. */
export const DiskSort = defineEnum('diskSort', {
  newest: { 'zh-CN': '最近上传', 'en-US': 'Newest' },
  oldest: { 'zh-CN': '最早上传', 'en-US': 'Oldest' },
  title: { 'zh-CN': '标题', 'en-US': 'Title' },
  largest: { 'zh-CN': '文件最大', 'en-US': 'Largest' },
  smallest: { 'zh-CN': '文件最小', 'en-US': 'Smallest' },
});
export type DiskSortValue = (typeof DiskSort.values)[number];

/** Where a recipient of an issued resource stands; each state implies the ones before it. */
export const DiskRecipientState = defineEnum('diskRecipientState', {
  delivered: { 'zh-CN': '已送达', 'en-US': 'Delivered' },
  opened: { 'zh-CN': '已查看', 'en-US': 'Opened' },
  downloaded: { 'zh-CN': '已下载', 'en-US': 'Downloaded' },
  acknowledged: { 'zh-CN': '已确认', 'en-US': 'Acknowledged' },
});
export type DiskRecipientStateValue = (typeof DiskRecipientState.values)[number];
