import { defineTexts } from '@server/platform/i18n/server-texts';

// How a topic's stage filing reads on the staff's one review list (its application reads as the topic's title).
export const topicReviewListTexts = defineTexts('topic-review-list', {
  'zh-CN': {
    stageTitle: '{{title}}（{{stage}}）',
  },
  'en-US': {
    stageTitle: '{{title}} ({{stage}})',
  },
});
