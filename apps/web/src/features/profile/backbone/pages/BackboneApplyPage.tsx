import '../../i18n/profile.register';
import '../i18n/backbone.register';
import { Alert, Button, Flex, Popconfirm, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useBackboneMine } from '../api/get-backbone-mine';
import { useWithdrawBackbone } from '../api/withdraw-backbone';
import { backboneAccess } from '../backbone.access';
import { ApplicationView } from '../components/ApplicationView';
import { ApplyForm } from '../components/ApplyForm';
import { mayApplyAfter } from '../model/labels';

/**
 * /viewbackbone/apply: the backbone-teacher recognition (骨干教师认定). A teacher applies with verified records and a
 * statement, follows the review, withdraws it while under way and resubmits it when returned; a backbone teacher is
 * told so. Staff are sent to their to-do list.
 */
export default function BackboneApplyPage() {
  const { t } = useTranslation();
  const access = useAccess(backboneAccess);
  const mine = useBackboneMine(access.canApply);
  const withdraw = useWithdrawBackbone();
  const frame = (children: ReactNode) => (
    <PageFrame title={t('routes.backboneApply')} crumbs={[t('routes.backboneProfile')]}>
      <Flex vertical gap={16} data-testid="backbone-apply-page">
        {children}
      </Flex>
    </PageFrame>
  );

  if (!access.canApply)
    return frame(
      <Result
        status="info"
        title={t('backbone.apply.staffOnly')}
        extra={
          <Link to="/my/todoList">
            <Button type="primary">{t('backbone.apply.toTodo')}</Button>
          </Link>
        }
      />,
    );
  if (mine.isPending) return frame(<Skeleton active />);
  if (mine.isError) return frame(<RetryAlert title={t('backbone.apply.loadFailed')} onRetry={() => void mine.refetch()} />);

  const { application, isBackbone } = mine.data;
  const status = application?.status;
  const view = application ? <ApplicationView application={application} /> : null;
  if (isBackbone)
    return frame(
      <>
        <Result
          status="success"
          title={t('backbone.apply.already')}
          subTitle={t('backbone.apply.alreadyText')}
          extra={
            <Link to="/backbone/baseInfo">
              <Button type="primary">{t('backbone.apply.openBackbone')}</Button>
            </Link>
          }
          data-testid="backbone-already"
        />
        {view}
      </>,
    );

  const withdrawButton = application?.mayWithdraw ? (
    <Popconfirm
      title={t('backbone.apply.withdrawConfirm')}
      onConfirm={() => withdraw.mutate(application.applyId, { onSuccess: () => notifier().success(t('backbone.apply.withdrawn')) })}
    >
      <Button danger loading={withdraw.isPending} data-testid="backbone-withdraw">
        {t('backbone.apply.withdraw')}
      </Button>
    </Popconfirm>
  ) : null;

  return frame(
    <>
      <Alert type="info" showIcon title={t('backbone.apply.intro')} />
      {status === '5' && <Alert type="warning" showIcon title={t('backbone.apply.returnedHint')} data-testid="backbone-returned" />}
      {status === '7' && <Alert type="error" showIcon title={t('backbone.apply.rejectedHint')} />}
      {status === '5' && application && <ApplyForm returned={application} />}
      {mayApplyAfter(status) && <ApplyForm />}
      {withdrawButton && <div>{withdrawButton}</div>}
      {view}
    </>,
  );
}
