import { defineTexts } from '@server/platform/i18n/server-texts';

// Topic's own texts (refusals of review, stage filing, attachments and deleting a topic's file; the share page's description).
export const topicTexts = defineTexts('topic', {
  'zh-CN': {
    expertStepByPanel: '专家评审由评审组评分决定',
    ownAttachmentsOnly: '附件不符合要求：只能使用本人上传的文件',
    fileInUse: '该文件是课题（{{applyId}}）的材料，课题审核中或已立项时不能删除',
    shareByline: '{{level}} {{topicNo}}，主持人：{{host}}（{{org}}）。',
    shareDescription: '{{byline}}{{abstract}}',
    stageNotOpen: '{{stage}}自 {{day}} 起才能提交（研究周期 {{startsOn}} 至 {{endsOn}}）',
  },
  'en-US': {
    expertStepByPanel: 'The expert step is decided by the panel’s scores',
    ownAttachmentsOnly: 'Attachments must be your own uploads',
    fileInUse: 'The file is part of research topic {{applyId}}, which is under review or approved; it cannot be deleted',
    shareByline: '{{level}} {{topicNo}}, hosted by {{host}} ({{org}}).',
    shareDescription: '{{byline}} {{abstract}}',
    stageNotOpen: '“{{stage}}” can be filed from {{day}} (research period {{startsOn}} to {{endsOn}})',
  },
});
