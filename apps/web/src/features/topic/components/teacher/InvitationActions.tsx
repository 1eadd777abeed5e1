import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useRespondMembership } from '../../api/teacher/respond-membership';

/** A member's answer to being listed on a topic: confirm (then active in it) or decline. */
export function InvitationActions({ applyId }: { applyId: number }) {
  const { t } = useTranslation();
  const respond = useRespondMembership();
  const answer = (accept: boolean) =>
    respond.mutate(
      { applyId, accept },
      { onSuccess: () => notifier().success(t(accept ? 'topicTeacher.invitation.confirmed' : 'topicTeacher.invitation.declined')) },
    );
  return (
    <Flex gap={8} wrap>
      <Button
        type="primary"
        size="small"
        loading={respond.isPending && respond.variables?.accept === true}
        disabled={respond.isPending}
        onClick={() => answer(true)}
        data-testid="member-confirm"
      >
        {t('topicTeacher.invitation.confirm')}
      </Button>
      <Button
        size="small"
        danger
        loading={respond.isPending && respond.variables?.accept === false}
        disabled={respond.isPending}
        onClick={() => answer(false)}
        data-testid="member-decline"
      >
        {t('topicTeacher.invitation.decline')}
      </Button>
    </Flex>
  );
}
