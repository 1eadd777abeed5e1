import { useTranslation } from 'react-i18next';
import type { CallDomain } from '@/shared/call/call-domain';
import { useAccess } from '@/shared/session/access';
import { topicAccess } from '../../topic.access';
import { CALLS_PATH } from './paths';

/** Topic calls (课题指南) as the shared call pages read them: district staff publish and manage them. */
export const topicCalls: CallDomain<'callId'> = {
  listPath: CALLS_PATH,
  idName: 'callId',
  textsAt: 'topicManage.calls',
  testIds: { row: 'call', table: 'topic-calls', forbidden: 'topic-calls-forbidden' },
  useMayManage: () => useAccess(topicAccess).canManageCalls,
  useTexts: () => {
    const { t } = useTranslation();
    return {
      listTitle: t('routes.manageTopicCalls'),
      newTitle: t('routes.manageTopicCallNew'),
      editTitle: t('routes.manageTopicCallEdit'),
      backToList: t('topicManage.form.backToList'),
      notFound: t('topicManage.form.notFound'),
      forbiddenTitle: t('topicManage.common.forbiddenTitle'),
      forbiddenText: t('topicManage.common.callsForbidden'),
    };
  },
};
