import type { NotificationKind, NotificationParams } from '@yanxiu/contract/notifications';
import type { Config } from '@server/config';
import type { OutgoingMessage } from './channels/channel';

// Outside channels cannot render on the reader's client, so the server writes both languages, Chinese first (the
// platform's language), the same texts as the web catalogues' notifications.kind.* keys.
const TEXTS: Record<NotificationKind, [zh: string, en: string]> = {
  'review.waiting': ['待您审核：{{title}}', 'Waiting for your review: {{title}}'],
  'review.returned': ['您的申请已退回修改：{{title}}', 'Your application was returned for changes: {{title}}'],
  'review.approved': ['您的申请已通过：{{title}}', 'Your application was approved: {{title}}'],
  'review.rejected': ['您的申请未通过：{{title}}', 'Your application was rejected: {{title}}'],
  'order.confirmed': ['订单已确认：{{title}}', 'Order confirmed: {{title}}'],
  'certificate.issued': ['证书已颁发：{{title}}', 'Certificate issued: {{title}}'],
  'notice.published': ['新通知：{{title}}', 'New notice: {{title}}'],
  'notice.acknowledgementRequired': ['请阅读并确认通知：{{title}}', 'Please read and acknowledge: {{title}}'],
  'notice.reminder': ['提醒：请确认通知 {{title}}', 'Reminder: please acknowledge {{title}}'],
  'activity.startingSoon': ['活动即将开始：{{title}}', 'Activity starting soon: {{title}}'],
  'resource.issued': ['已向您下发资源：{{title}}', 'A resource was issued to you: {{title}}'],
  'resource.reminder': ['提醒：请查看下发的资源 {{title}}', 'Reminder: please see the resources issued to you: {{title}}'],
  'research.mentioned': ['{{name}} 在研讨中提到了您：{{title}}', '{{name}} mentioned you in a discussion: {{title}}'],
  'topic.stageDue': [
    '课题“{{title}}”的阶段材料将于 {{dueOn}} 截止，请按时提交',
    'A stage of the topic “{{title}}” is due on {{dueOn}}: please file it in time',
  ],
  // The web words it with the count's plural form; one form serves both here.
  'hours.credited': ['已为您计入 {{count}} 学时：{{title}}', 'Learning hours credited to you: {{count}} for {{title}}'],
  'selection.publicity': [
    '评选“{{title}}”的结果已公示，公示期至 {{noticeEndsOn}}',
    'The results of the selection “{{title}}” are on public notice until {{noticeEndsOn}}',
  ],
  'selection.final': ['评选“{{title}}”的结果已确定', 'The results of the selection “{{title}}” are final'],
  'assignment.graded': ['作业“{{title}}”已批阅，得分 {{score}}', 'Your assignment “{{title}}” was graded: {{score}}'],
  'assignment.returned': [
    '作业“{{title}}”被退回，请修改后重新提交',
    'Your assignment “{{title}}” was returned: revise it and submit again',
  ],
  'assignment.excellent': ['您的作业“{{title}}”被评为优秀作业', 'Your assignment “{{title}}” was marked excellent work'],
  'privacy.exportReady': [
    '您的个人数据副本已准备好，可在 {{expiresAt}} 前下载',
    'The copy of your personal data is ready to download until {{expiresAt}}',
  ],
  'privacy.erasureRefused': [
    '您的个人数据注销申请未获批准：{{reason}}',
    'Your request to erase your personal data was refused: {{reason}}',
  ],
  'course.questionAsked': ['{{name}} 在课程“{{title}}”中提问：{{text}}', '{{name}} asked a question on “{{title}}”: {{text}}'],
  'course.questionAnswered': ['讲师 {{name}} 回答了您在“{{title}}”中的提问', 'The lecturer {{name}} answered your question on “{{title}}”'],
};

// An issue of several resources is named as the disk's pages and the bell name it: the first and how many (the
// sender writes `count` only for several), so no message calls a folder by its first file alone.
const SEVERAL: Partial<Record<NotificationKind, [zh: string, en: string]>> = {
  'resource.issued': ['已向您下发资源：{{title}} 等 {{count}} 项', 'Resources were issued to you: {{title}} and more ({{count}} items)'],
  'resource.reminder': [
    '提醒：请查看下发的资源 {{title}} 等 {{count}} 项',
    'Reminder: please see the resources issued to you: {{title}} and more ({{count}} items)',
  ],
};

// An issue of exactly one folder is named by the folder and its file count (its sender writes `context: 'folder'`,
// the web's i18next context), in English by the count's plural form.
const FOLDER: Partial<Record<NotificationKind, [zh: string, enOne: string, enOther: string]>> = {
  'resource.issued': [
    '已向您下发文件夹：{{title}}（{{count}} 个文件）',
    'A folder was issued to you: {{title}} ({{count}} file)',
    'A folder was issued to you: {{title}} ({{count}} files)',
  ],
  'resource.reminder': [
    '提醒：请查看下发的文件夹 {{title}}（{{count}} 个文件）',
    'Reminder: please see the folder issued to you: {{title}} ({{count}} file)',
    'Reminder: please see the folder issued to you: {{title}} ({{count}} files)',
  ],
};

// A review's decision in its workflow's words, where the general "your application was approved" says the wrong thing
// (a conclusion that passed its appraisal is 结题, not an application approved): the web's notifications.outcome.*.
const OUTCOMES: Partial<Record<string, Partial<Record<NotificationKind, [zh: string, en: string]>>>> = {
  topic: {
    'review.approved': ['您的课题申报已通过评审，课题已立项', 'Your research topic application passed review: the topic is approved'],
    'review.rejected': [
      '您的课题申报未通过评审，未能立项',
      'Your research topic application did not pass review: the topic is not approved',
    ],
  },
  'topic-stage': {
    'review.approved': ['您提交的课题阶段材料已通过审核', 'The stage filing of your research topic is accepted'],
    'review.rejected': ['您提交的课题阶段材料未通过审核', 'The stage filing of your research topic is not accepted'],
  },
  'topic-conclusion': {
    'review.approved': ['您的课题已通过结题鉴定，课题已结题', 'Your research topic passed its appraisal: the topic is concluded'],
    'review.rejected': ['您的课题未通过结题鉴定，未能结题', 'Your research topic did not pass its appraisal: the topic is not concluded'],
  },
};

function fill(template: string, params: NotificationParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A stored message as e-mail and WeChat send it. */
export function renderOutgoing(config: Config, message: { kind: string; params: unknown; link: string }): OutgoingMessage {
  const kind = message.kind as NotificationKind;
  const params = (message.params ?? {}) as NotificationParams;
  const several = typeof params.count === 'number' && params.count > 1 ? SEVERAL[kind] : undefined;
  const folderTexts = params.context === 'folder' ? FOLDER[kind] : undefined;
  const folder: [string, string] | undefined = folderTexts && [folderTexts[0], params.count === 1 ? folderTexts[1] : folderTexts[2]];
  const outcome = typeof params.workflow === 'string' ? OUTCOMES[params.workflow]?.[kind] : undefined;
  const [zh, en] = outcome ?? folder ?? several ?? TEXTS[kind] ?? ['{{title}}', '{{title}}'];
  const title = fill(zh, params);
  const url = config.PUBLIC_WEB_URL ? new URL(message.link, config.PUBLIC_WEB_URL).toString() : message.link;
  return { kind, params, title, body: `${title}\n${fill(en, params)}`, url };
}
