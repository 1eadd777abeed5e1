import { useTranslation } from 'react-i18next';
import type { CallDomain } from '@/shared/call/call-domain';
import { useAccess } from '@/shared/session/access';
import { selectionAccess } from '../../selection.access';
import { PROJECTS_PATH } from './paths';

/** Selection projects as the shared call pages read them: district staff (and school staff, for their school's) manage them. */
export const projectCalls: CallDomain<'prjId'> = {
  listPath: PROJECTS_PATH,
  idName: 'prjId',
  textsAt: 'selectionManage.list',
  testIds: { row: 'project', table: 'projects', forbidden: 'selection-manage-forbidden' },
  useMayManage: () => useAccess(selectionAccess).canManageProjects,
  useTexts: () => {
    const { t } = useTranslation();
    return {
      listTitle: t('routes.manageSelection'),
      newTitle: t('routes.manageSelectionNew'),
      editTitle: t('routes.manageSelectionEdit'),
      backToList: t('selectionManage.project.backToList'),
      notFound: t('selectionManage.project.notFound'),
      forbiddenTitle: t('selectionManage.common.forbiddenTitle'),
      forbiddenText: t('selectionManage.common.forbiddenText'),
    };
  },
};
