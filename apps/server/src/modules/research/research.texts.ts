import { defineTexts } from '@server/platform/i18n/server-texts';

// Research's own texts (refusals of observation, attachments and closing an activity).
export const researchTexts = defineTexts('research', {
  'zh-CN': {
    noObservationForm: '该环节尚未设置观课量表',
    ownAttachmentsOnly: '附件不符合要求：只能使用本人上传的文件',
    closeAfterStart: '活动开始后才能总结并关闭',
  },
  'en-US': {
    noObservationForm: 'This stage has no observation form yet',
    ownAttachmentsOnly: 'Attachments must be your own uploads',
    closeAfterStart: 'An activity can be closed only once it has started',
  },
});
