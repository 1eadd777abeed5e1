import { TopicLevel } from '@yanxiu/contract/topic-enums';
import { TOPIC_SHARE_ROUTE, TopicSharePage } from '@yanxiu/contract/topic-share';
import { defineServerLoader } from '@server/platform/server-loader/server-loader';
import { sharedTopicPage } from './share.service';

const APPLY_ID = /^\d{1,15}$/;

/**
 * The share page's server loader: a shared topic's public data, and a preview naming the topic, its host and school
 * and the start of its abstract. Not-a-number, unknown and unshared ids are all the same 404.
 */
export const topicShareLoader = defineServerLoader({
  route: TOPIC_SHARE_ROUTE,
  data: TopicSharePage,
  load: (ctx, params) => (APPLY_ID.test(params.applyId ?? '') ? sharedTopicPage(ctx, Number(params.applyId)) : Promise.resolve(null)),
  head: (topic, locale) => {
    const byline =
      locale === 'en-US'
        ? `${TopicLevel.label(topic.level, locale)} ${topic.topicNo}, hosted by ${topic.host.name} (${topic.host.orgName}).`
        : `${TopicLevel.label(topic.level, locale)} ${topic.topicNo}，主持人：${topic.host.name}（${topic.host.orgName}）。`;
    return { title: topic.title, description: locale === 'en-US' ? `${byline} ${topic.abstract}` : `${byline}${topic.abstract}` };
  },
});
