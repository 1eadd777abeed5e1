import { TopicLevel } from '@yanxiu/contract/topic-enums';
import { TOPIC_SHARE_ROUTE, TopicSharePage } from '@yanxiu/contract/topic-share';
import { defineServerLoader } from '@server/platform/server-loader/server-loader';
import { sharedTopicPage } from './share.service';
import { topicTexts } from '../topic.texts';

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
    const byline = topicTexts(locale, 'shareByline', {
      level: TopicLevel.label(topic.level, locale),
      topicNo: topic.topicNo,
      host: topic.host.name,
      org: topic.host.orgName,
    });
    return { title: topic.title, description: topicTexts(locale, 'shareDescription', { byline, abstract: topic.abstract }) };
  },
});
