import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Autosave } from './use-autosave';

/** Asks before the app navigates away while edits have not reached the server (the tab's own prompt covers closing). */
export function LeaveConfirm({ blocker }: { blocker: Autosave<unknown>['blocker'] }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('selectionTeacher.save.leaveTitle')}
      okText={t('selectionTeacher.save.leave')}
      okButtonProps={{ danger: true, id: 'leave-anyway' }}
      cancelText={t('selectionTeacher.save.stay')}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      data-testid="leave-confirm"
    >
      {t('selectionTeacher.save.leaveText')}
    </Modal>
  );
}
