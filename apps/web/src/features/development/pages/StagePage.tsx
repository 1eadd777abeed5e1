import '../i18n/development.register';
import type { ApplyRecord } from '@yanxiu/contract/development-apply';
import { Alert, Button, Card, Col, Empty, Popconfirm, Row, Select, Skeleton, Space, Steps, Table, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { usePageState } from '@/shared/page-state/page-state';
import { notifier } from '@/shared/request/notifier';
import { useSession } from '@/shared/session/session-store';
import { ReviewTimeline } from '@/shared/review/ReviewTimeline';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useCancelApply } from '../api/cancel-apply';
import { useDevelopmentApply } from '../api/development-apply';
import { useApplyDetail } from '../api/get-apply-detail';
import { useCanApplyPostTypes } from '../api/get-can-apply-post-types';
import { useCanSelectPhase } from '../api/get-can-select-phase';
import { useConditionFiles } from '../api/get-condition-files';
import { useCurrentPhase } from '../api/get-current-phase';
import { useTypeList } from '../api/get-type-list';
import { useHistoryRecord } from '../api/history-record';
import { useSaveType } from '../api/save-type';
import { useUpdateApply } from '../api/update-apply';
import { ApplicationForm } from '../components/ApplicationForm';
import { ApplicationStatus } from '../components/ApplicationStatus';
import { useDevelopmentWording } from '../components/development-review';
import { ConditionList } from '../components/ConditionList';
import { EvidenceFiles } from '../components/EvidenceFiles';
import { formatTime, STATUS_COLORS, statusLabel } from '../components/labels';
import { applicantActions, latestOpenRecord } from '../model/apply-state';

const failed = (text: string) => <Alert type="error" showIcon title={text} />;

/** The teacher's phase and the ladder of the tenant. */
function PhaseCard() {
  const { t } = useTranslation();
  const en = currentLocale() === 'en-US';
  const phase = useCurrentPhase();
  return (
    <Card title={t('development.stage.phaseCard')} data-testid="stage-phase">
      {phase.isPending ? (
        <Skeleton active />
      ) : phase.isError ? (
        failed(t('errors.generic'))
      ) : (
        <>
          <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="stage-current-phase">
            {en ? phase.data.phaseNameEn : phase.data.phaseName}
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {phase.data.nextPhase
              ? t('development.stage.next', { name: en ? phase.data.nextPhase.phaseNameEn : phase.data.nextPhase.phaseName })
              : t('development.stage.top')}
          </Typography.Paragraph>
          <Steps
            size="small"
            orientation="vertical"
            current={phase.data.rank - 1}
            items={phase.data.ladder.map((step) => ({ title: en ? step.phaseNameEn : step.phaseName }))}
          />
        </>
      )}
    </Card>
  );
}

/** The teacher's development type for their section: shown, and chosen unless read-only. */
function TypeCard({ userId, sectionCode, readOnly }: { userId: string; sectionCode: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const en = currentLocale() === 'en-US';
  const types = useTypeList(userId, sectionCode);
  const save = useSaveType();
  const chosen = types.data?.find((type) => type.chosen);
  const handleChange = (typeCode: string) =>
    save.mutate({ sectionCode, typeCode }, { onSuccess: () => notifier().success(t('development.stage.typeSaved')) });
  let body;
  if (types.isPending) body = <Skeleton active paragraph={{ rows: 1 }} />;
  else if (types.isError) body = failed(t('errors.generic'));
  else if (types.data.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('development.stage.noTypes')} />;
  else if (readOnly) body = <Typography.Text>{chosen ? (en ? chosen.nameEn : chosen.name) : '—'}</Typography.Text>;
  else
    body = (
      <Select
        data-testid="development-type"
        style={{ width: '100%' }}
        placeholder={t('development.stage.typePlaceholder')}
        value={chosen?.code}
        loading={save.isPending}
        onChange={handleChange}
        options={types.data.map((type) => ({
          value: type.code,
          label: `${en ? type.nameEn : type.name}${type.enabled ? '' : ` (${t('development.stage.typeDisabled')})`}`,
          disabled: !type.enabled && !type.chosen,
        }))}
      />
    );
  return (
    <Card title={t('development.stage.typeCard')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('development.stage.typeHint')}</Typography.Paragraph>
      {body}
    </Card>
  );
}

/** A new application: post type, the next phase with its conditions, and (unless read-only) the form. */
function NewApplication({ sectionCode, readOnly }: { sectionCode: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const en = currentLocale() === 'en-US';
  const postTypes = useCanApplyPostTypes(sectionCode);
  const [picked, setPicked] = useState<string | undefined>();
  const postTypeCode = picked && postTypes.data?.some((type) => type.code === picked) ? picked : postTypes.data?.[0]?.code;
  const phases = useCanSelectPhase(postTypeCode);
  const nextPhase = phases.data?.phases.find((phase) => phase.next);
  const files = useConditionFiles(postTypeCode, nextPhase?.phaseCode);
  const apply = useDevelopmentApply();

  if (postTypes.isPending) return <Skeleton active />;
  if (postTypes.isError) return failed(t('errors.generic'));
  if (postTypes.data.length === 0) return <Empty description={t('development.stage.noPostTypes')} />;

  let phaseBody;
  if (phases.isPending) phaseBody = <Skeleton active />;
  else if (phases.isError) phaseBody = failed(t('errors.generic'));
  else if (!nextPhase) phaseBody = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('development.stage.noNextPhase')} />;
  else {
    const eligibility = nextPhase.eligible === false ? 'notEligible' : nextPhase.eligible === null ? 'eligibleUnknown' : 'eligible';
    phaseBody = (
      <>
        <Typography.Title level={5} data-testid="target-phase">
          {t('development.stage.targetPhase', { name: en ? nextPhase.phaseNameEn : nextPhase.phaseName })}
        </Typography.Title>
        <Alert
          style={{ marginBottom: 8 }}
          showIcon
          type={eligibility === 'notEligible' ? 'error' : eligibility === 'eligible' ? 'success' : 'info'}
          title={t(`development.stage.${eligibility}`)}
        />
        <Typography.Title level={5}>{t('development.conditions.title')}</Typography.Title>
        <ConditionList conditions={nextPhase.conditions} />
        {!readOnly &&
          (files.isPending ? (
            <Skeleton active />
          ) : files.isError ? (
            failed(t('errors.generic'))
          ) : (
            <div style={{ marginTop: 16 }}>
              <ApplicationForm
                conditions={nextPhase.conditions}
                files={files.data}
                submitLabel={t('development.stage.submit')}
                submitting={apply.isPending}
                canSubmit={nextPhase.eligible !== false}
                onSubmit={({ statement, evidence }) =>
                  apply.mutate(
                    { sectionCode, postTypeCode: postTypeCode!, phaseCode: nextPhase.phaseCode, statement, evidence },
                    { onSuccess: () => notifier().success(t('development.stage.submitted')) },
                  )
                }
              />
            </div>
          ))}
      </>
    );
  }

  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Typography.Text>{t('development.stage.postType')}</Typography.Text>
        <Select
          data-testid="post-type"
          style={{ minWidth: 220 }}
          value={postTypeCode}
          onChange={setPicked}
          options={postTypes.data.map((type) => ({ value: type.code, label: en ? type.nameEn : type.name }))}
        />
      </Space>
      {phaseBody}
    </>
  );
}

/** The open application: where it stands, its history, what to do next, and the applicant's actions. */
function OpenApplication({ applyId, readOnly }: { applyId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const wording = useDevelopmentWording();
  const detail = useApplyDetail(applyId);
  const [editing, setEditing] = useState(false);
  const files = useConditionFiles(editing ? detail.data?.postTypeCode : undefined, editing ? detail.data?.phaseCode : undefined);
  const cancel = useCancelApply();
  const update = useUpdateApply();
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return failed(t('development.apply.notFound'));
  const { data } = detail;
  const actions = applicantActions(data.status, readOnly);
  return (
    <div data-testid="open-application">
      <ApplicationStatus detail={data} showNext />
      {editing && actions.canEdit ? (
        files.isPending ? (
          <Skeleton active />
        ) : files.isError ? (
          failed(t('errors.generic'))
        ) : (
          <ApplicationForm
            conditions={data.conditions}
            files={files.data}
            initial={data}
            submitLabel={t('development.stage.resubmit')}
            submitting={update.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={({ statement, evidence }) =>
              update.mutate(
                { applyId, statement, evidence },
                {
                  onSuccess: () => {
                    setEditing(false);
                    notifier().success(t('development.stage.resubmitted'));
                  },
                },
              )
            }
          />
        )
      ) : (
        <>
          <Typography.Title level={5}>{t('development.conditions.title')}</Typography.Title>
          <ConditionList conditions={data.conditions} />
          <Typography.Title level={5}>{t('development.stage.evidence')}</Typography.Title>
          <EvidenceFiles detail={data} />
          {(actions.canEdit || actions.canCancel) && (
            <Space style={{ marginTop: 16 }}>
              {actions.canEdit && (
                <Button type="primary" onClick={() => setEditing(true)} data-testid="apply-edit">
                  {t('development.stage.edit')}
                </Button>
              )}
              {actions.canCancel && (
                <Popconfirm
                  title={t('development.stage.cancelConfirm')}
                  onConfirm={() => cancel.mutate({ applyId }, { onSuccess: () => notifier().success(t('development.stage.cancelled')) })}
                >
                  <Button danger loading={cancel.isPending} data-testid="apply-cancel">
                    {t('development.stage.cancel')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )}
        </>
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('development.trail.title')}
      </Typography.Title>
      <ReviewTimeline history={data.history} wording={wording} testId="audit-trail" />
    </div>
  );
}

/** Every application of the teacher, newest first. */
function HistoryCard({ records }: { records: ApplyRecord[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('development.stage.history')} style={{ marginTop: 16 }}>
      <Table<ApplyRecord>
        size="small"
        rowKey="applyId"
        dataSource={records}
        pagination={records.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: t('development.stage.noHistory') }}
        scroll={{ x: true }}
        columns={[
          { title: t('development.apply.postType'), dataIndex: 'postTypeName' },
          { title: t('development.apply.phase'), dataIndex: 'phaseName' },
          {
            title: t('development.apply.status'),
            dataIndex: 'status',
            render: (status: ApplyRecord['status']) => <Tag color={STATUS_COLORS[status]}>{statusLabel(status)}</Tag>,
          },
          { title: t('development.apply.round'), dataIndex: 'round' },
          { title: t('development.apply.submittedAt'), dataIndex: 'submittedAt', render: (value: string | null) => formatTime(value) },
          { title: t('development.apply.finishedAt'), dataIndex: 'finishedAt', render: (value: string | null) => formatTime(value) },
        ]}
      />
    </Card>
  );
}

/** /personal/stage: the teacher's career phase, development type, and applying for the next phase (spec 7). */
export default function StagePage() {
  const { t } = useTranslation();
  const { readOnly } = usePageState();
  const teacherInfo = useSession((session) => session.teacherInfo);
  const status = useSession((session) => session.teacherInfoStatus);
  const userId = useSession((session) => session.loginInfo?.userId);
  const records = useHistoryRecord(teacherInfo?.isTeacher ? userId : undefined);
  const frame = (children: ReactNode) => (
    <PageFrame
      title={t('routes.personalStage')}
      crumbs={[t('nav.personal')]}
      extra={readOnly ? <Tag data-testid="read-only">{t('common.readOnly')}</Tag> : undefined}
    >
      {children}
    </PageFrame>
  );

  if (status === 'failed') return frame(failed(t('errors.generic')));
  if (!teacherInfo || !userId) return frame(<Skeleton active />);
  if (!teacherInfo.isTeacher) return frame(<Empty description={t('development.stage.notTeacher')} />);

  const open = records.data ? latestOpenRecord(records.data) : null;
  let application;
  if (!teacherInfo.sectionCode) application = <Empty description={t('development.stage.noSection')} />;
  else if (records.isPending) application = <Skeleton active />;
  else if (records.isError) application = failed(t('errors.generic'));
  else if (open) application = <OpenApplication key={open.applyId} applyId={open.applyId} readOnly={readOnly} />;
  else application = <NewApplication sectionCode={teacherInfo.sectionCode} readOnly={readOnly} />;

  return frame(
    <>
      {readOnly && <Alert type="info" showIcon title={t('development.stage.readOnly')} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <PhaseCard />
          {teacherInfo.sectionCode && <TypeCard userId={userId} sectionCode={teacherInfo.sectionCode} readOnly={readOnly} />}
        </Col>
        <Col xs={24} lg={16}>
          <Card title={open ? t('development.stage.applicationCard') : t('development.stage.applyCard')}>{application}</Card>
          {records.data && <HistoryCard records={records.data} />}
        </Col>
      </Row>
    </>,
  );
}
