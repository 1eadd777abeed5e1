import type { PhaseView } from '@yanxiu/contract/development-model';
import { Button, Card, Empty, Flex, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useDeletePathPhase } from '../../api/config/delete-phase';
import { useConfigPhases } from '../../api/config/list-phases';
import { useConfigPostTypes } from '../../api/config/list-post-types';
import { useSavePathPhase } from '../../api/config/save-phase';
import { useReviewQueueFilters } from '../../api/review-queue-filters';
import { ConditionsPanel } from './ConditionsPanel';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { labelled } from './labelled';

/** A post type's path: its phases (add from the ladder, take off), and for a chosen phase its conditions and files. */
export function PathPanel() {
  const { t } = useTranslation();
  const en = currentLocale() === 'en-US';
  const postTypes = useConfigPostTypes();
  // The ladder: the queue filters' phases are the tenant's whole ladder, readable by district admins.
  const ladder = useReviewQueueFilters(true);
  const [postTypeCode, setPostTypeCode] = useState<string | undefined>();
  const [phaseCode, setPhaseCode] = useState<string | undefined>();
  const path = useConfigPhases(postTypeCode);
  const add = useSavePathPhase();
  const remove = useDeletePathPhase();
  const onPath = new Set((path.data ?? []).map((phase) => phase.phaseCode));
  const addable = (ladder.data?.phases ?? []).filter((phase) => !onPath.has(phase.code));

  if (postTypes.isError) return <RetryAlert onRetry={() => void postTypes.refetch()} />;
  return (
    <Flex vertical gap={16}>
      <Space wrap>
        <Typography.Text>{t('developmentConfig.path.postType')}</Typography.Text>
        <Select
          style={{ width: 220 }}
          loading={postTypes.isPending}
          placeholder={t('developmentConfig.path.choosePostType')}
          value={postTypeCode}
          options={postTypes.data?.map((postType) => ({ value: postType.code, label: labelled(postType) }))}
          onChange={(code: string) => {
            setPostTypeCode(code);
            setPhaseCode(undefined);
          }}
          data-testid="config-path-post-type"
        />
      </Space>
      {!postTypeCode ? (
        <Empty description={t('developmentConfig.path.choosePostType')} />
      ) : path.isError ? (
        <RetryAlert onRetry={() => void path.refetch()} />
      ) : (
        <Card
          size="small"
          title={t('developmentConfig.path.title')}
          extra={
            <Select
              style={{ width: 200 }}
              placeholder={t('developmentConfig.path.addPhase')}
              value={null}
              disabled={addable.length === 0}
              options={addable.map((phase) => ({ value: phase.code, label: en ? phase.nameEn : phase.name }))}
              onChange={(code: string) =>
                add.mutate({ postTypeCode, phaseCode: code }, { onSuccess: () => notifier().success(t('developmentConfig.saved')) })
              }
              data-testid="config-path-add"
            />
          }
        >
          <ManagedTable<PhaseView>
            size="small"
            list={path}
            rowKey="phaseCode"
            testId="config-path"
            empty={t('developmentConfig.path.empty')}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: phaseCode ? [phaseCode] : [],
              onChange: (keys) => setPhaseCode(keys[0] as string | undefined),
            }}
            onRow={(phase) => ({ onClick: () => setPhaseCode(phase.phaseCode) })}
            columns={[
              { title: t('developmentConfig.path.rank'), dataIndex: 'rank' },
              { title: t('developmentConfig.path.phase'), key: 'name', render: (_, phase) => (en ? phase.phaseNameEn : phase.phaseName) },
              {
                title: t('developmentConfig.actions'),
                key: 'actions',
                render: (_, phase) => (
                  <Popconfirm
                    title={t('developmentConfig.path.removeConfirm', { name: en ? phase.phaseNameEn : phase.phaseName })}
                    onConfirm={() =>
                      remove.mutate(
                        { postTypeCode, phaseCode: phase.phaseCode },
                        {
                          onSuccess: () => {
                            if (phaseCode === phase.phaseCode) setPhaseCode(undefined);
                            notifier().success(t('developmentConfig.deleted'));
                          },
                        },
                      )
                    }
                  >
                    <Button size="small" danger onClick={(event) => event.stopPropagation()}>
                      {t('developmentConfig.path.remove')}
                    </Button>
                  </Popconfirm>
                ),
              },
            ]}
          />
        </Card>
      )}
      {postTypeCode && phaseCode && onPath.has(phaseCode) && <ConditionsPanel postTypeCode={postTypeCode} phaseCode={phaseCode} />}
    </Flex>
  );
}
