import { defineTexts } from '@server/platform/i18n/server-texts';

// Notices' own texts (refusals of saving, reminding and acknowledging, and of deleting an attachment in use).
export const noticesTexts = defineTexts('notices', {
  'zh-CN': {
    ownSchoolOnly: '学校管理员只能向本校发布通知',
    unknownSchool: '所选学校不存在',
    ownAttachmentsOnly: '附件不符合要求：只能使用本人上传的文件',
    emptyBody: '通知正文不能为空',
    noAcknowledgement: '该通知无需确认',
    remindPublishedOnly: '只能提醒已发布且未过期的通知',
    attachmentInUse: '该文件是通知（{{noticeId}}）的附件，请先在通知中移除',
  },
  'en-US': {
    ownSchoolOnly: 'A school administrator publishes to their own school only',
    unknownSchool: 'A chosen school does not exist',
    ownAttachmentsOnly: 'Attachments must be your own uploads',
    emptyBody: 'The notice has no text',
    noAcknowledgement: 'This notice does not ask for an acknowledgement',
    remindPublishedOnly: 'Only a published notice that has not expired can be reminded of',
    attachmentInUse: 'The file is attached to notice {{noticeId}}; remove it from the notice first',
  },
});
