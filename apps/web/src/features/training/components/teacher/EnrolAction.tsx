import type { ProgrammeDetail } from '@yanxiu/contract/training';
import { Alert, Button, Popconfirm, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifier } from '@/shared/request/notifier';
import { useCancelEnrolment } from '../../api/cancel-enrolment';
import { useEnrol } from '../../api/enrol';
import { formatYuan } from '../common/format';
import { BuyDialog } from './BuyDialog';
import { blockerText, EnrolmentTag } from './labels';

/**
 * What the caller can do about a programme: enrol, apply, buy, or cancel, and when none is possible, why (the
 * server's enrolBlocker, in words). The server enforces all of it again.
 */
export function EnrolAction({ programme }: { programme: ProgrammeDetail }) {
  const { t } = useTranslation();
  const enrol = useEnrol();
  const cancel = useCancelEnrolment();
  const [buying, setBuying] = useState(false);
  const enrolment = programme.myEnrolment;
  const holding = enrolment !== null && (enrolment.status === 'enrolled' || enrolment.status === 'pending');
  // Withdrawing is allowed until the programme starts.
  const cancellable = holding && dayjs().isBefore(dayjs(programme.startsOn), 'day');
  const blocker = programme.enrolBlocker;

  let action = null;
  if (!holding && blocker === null) {
    if (programme.enrolMode === 'purchase')
      action = (
        <Button type="primary" size="large" onClick={() => setBuying(true)} data-testid="buy-button">
          {programme.priceCents === 0
            ? t('training.action.getFree')
            : t('training.action.buy', { price: formatYuan(programme.priceCents) })}
        </Button>
      );
    else
      action = (
        <Button
          type="primary"
          size="large"
          loading={enrol.isPending}
          data-testid="enrol-button"
          onClick={() =>
            enrol.mutate(
              { programmeId: programme.id },
              {
                onSuccess: (result) =>
                  notifier().success(result.status === 'pending' ? t('training.action.submitted') : t('training.action.enrolled')),
              },
            )
          }
        >
          {programme.enrolMode === 'approval' ? t('training.action.enrolApproval') : t('training.action.enrol')}
        </Button>
      );
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="enrol-action">
      <Space wrap>
        {enrolment && enrolment.status !== 'cancelled' && <EnrolmentTag enrolment={enrolment} />}
        {action}
        {cancellable && enrolment && (
          <Popconfirm
            title={t('training.action.cancelConfirm')}
            onConfirm={() =>
              cancel.mutate({ enrolmentId: enrolment.id }, { onSuccess: () => notifier().success(t('training.action.cancelled')) })
            }
          >
            <Button danger loading={cancel.isPending} data-testid="cancel-enrolment">
              {t('training.action.cancel')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      {action && programme.enrolMode === 'approval' && (
        <Typography.Text type="secondary">{t('training.action.approvalNote')}</Typography.Text>
      )}
      {enrolment?.status === 'rejected' && (
        <Alert
          type="error"
          showIcon
          title={enrolment.reason ? t('training.action.rejected', { reason: enrolment.reason }) : t('training.action.rejectedNoReason')}
        />
      )}
      {programme.pendingOrderId !== null && (
        <Alert
          type="warning"
          showIcon
          title={t('training.action.pendingOrder')}
          action={
            <Link to="/my/orders" data-testid="to-orders">
              {t('training.action.toOrders')}
            </Link>
          }
        />
      )}
      {blocker !== null && !holding && !(blocker === 'pending_order' && programme.pendingOrderId !== null) && (
        <Alert type="info" showIcon title={blockerText(t, blocker)} data-testid="enrol-blocker" />
      )}
      {buying && <BuyDialog programme={programme} onClose={() => setBuying(false)} />}
    </Space>
  );
}
