import '../../i18n/manage.register';
import { ErrorCodes } from '@yanxiu/contract/errors';
import type { ManagedProgramme } from '@yanxiu/contract/training';
import { ProgrammeStatus } from '@yanxiu/contract/training-enums';
import { Alert, Button, Flex, Form, Modal, Popconfirm, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { RequestError } from '@/shared/request/request';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useCreateProgramme } from '../../api/manage-create-programme';
import { useManagedProgramme } from '../../api/manage-programme';
import { useChangeProgrammeStatus } from '../../api/manage-programme-status';
import { useUpdateProgramme } from '../../api/manage-update-programme';
import { formatDateTime } from '../../components/common/format';
import { creatableKinds } from '../../components/manage/creatable-kinds';
import { EnrolmentsTable } from '../../components/manage/EnrolmentsTable';
import { PROGRAMME_STATUS_COLORS } from '../../components/manage/labels';
import { ProgrammeForm } from '../../components/manage/ProgrammeForm';
import {
  emptyProgrammeValues,
  programmeValues,
  toProgrammeInput,
  type ProgrammeFormValues,
} from '../../components/manage/programme-form-model';
import { staffRefusal } from '../../components/manage/staff-list';
import { unitDrafts, unitProblem, type UnitDraft } from '../../components/manage/unit-drafts';
import { UnitsEditor } from '../../components/manage/UnitsEditor';
import { trainingAccess } from '../../training.access';

type StatusAction = 'publish' | 'close' | 'archive';

/** The status moves the server allows from each status (publish: draft or closed; close: published; archive: closed or draft). */
const ACTIONS: Record<ManagedProgramme['status'], StatusAction[]> = {
  draft: ['publish', 'archive'],
  published: ['close'],
  closed: ['publish', 'archive'],
  archived: [],
};

/** Refusals whose message names a unit (an exam unit teachers sat, an exam unit's kind): not someone else's edit. */
const UNIT_REFUSALS: ReadonlySet<number | undefined> = new Set([
  ErrorCodes.ASSESSMENT_EXAM_UNIT_SAT.code,
  ErrorCodes.UNIT_KIND_LOCKED.code,
]);
const isUnitRefusal = (error: unknown): error is RequestError => error instanceof RequestError && UNIT_REFUSALS.has(error.code);
const isConflict = (error: unknown) => error instanceof RequestError && error.httpStatus === 409 && !isUnitRefusal(error);
/** What an address naming no programme (not a number) counts as: not found. */
const notFound = new RequestError('', 404, null);

/** The server's message with its field issues, which say what exactly was refused (the calls are quiet). */
function failureText(t: TFunction, error: unknown): string {
  if (!(error instanceof Error)) return t('errors.generic');
  const issues = error instanceof RequestError ? ((error.body?.data as { issues?: Array<{ message: string }> } | null)?.issues ?? []) : [];
  if (issues.length === 0) return error.message;
  const joined = issues.map((issue) => issue.message).join(t('trainingManage.common.issueSeparator'));
  return t('trainingManage.common.issuesJoined', { message: error.message, issues: joined });
}

type EditorProps = { programme: ManagedProgramme | null; onReload: () => void };

/** The form, units, status actions and (for a saved programme) its enrolments. */
function ProgrammeEditor({ programme, onReload }: EditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = currentLocale();
  const kinds = creatableKinds(useAccess(trainingAccess));
  const [form] = Form.useForm<ProgrammeFormValues>();
  const initialValues = useMemo(
    () => (programme ? programmeValues(programme) : emptyProgrammeValues(kinds[0] ?? 'school')),
    [programme, kinds],
  );
  const [units, setUnits] = useState<UnitDraft[]>(() => (programme ? unitDrafts(programme.units) : []));
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [dirty, setDirty] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [tab, setTab] = useState('form');
  const [conflict, setConflict] = useState(false);
  const create = useCreateProgramme();
  const update = useUpdateProgramme();
  const changeStatus = useChangeProgrammeStatus();
  const kind = Form.useWatch('kind', form) ?? initialValues.kind;

  const handleBusy = (key: string, isBusy: boolean) =>
    setBusy((previous) => {
      const next = new Set(previous);
      if (isBusy) next.add(key);
      else next.delete(key);
      return next;
    });

  const handleFailure = (error: unknown) => {
    if (isUnitRefusal(error)) {
      setTab('units');
      notifier().error(error.message);
    } else if (isConflict(error)) setConflict(true);
    else notifier().error(failureText(t, error));
  };

  const handleSave = async () => {
    if (busy.size > 0) {
      notifier().warning(t('trainingManage.common.uploadBusy'));
      return;
    }
    let values: ProgrammeFormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as ProgrammeFormValues;
    } catch {
      setTab('form');
      notifier().warning(t('trainingManage.form.invalid'));
      return;
    }
    const broken = units.findIndex((unit) => unitProblem(unit) !== null);
    if (broken >= 0) {
      setShowProblems(true);
      setTab('units');
      notifier().warning(
        t('trainingManage.units.invalid', { position: broken + 1, problem: t(`trainingManage.units.${unitProblem(units[broken]!)}`) }),
      );
      return;
    }
    const body = toProgrammeInput(values, units);
    if (!programme) {
      create.mutate(body, {
        onSuccess: (saved) => {
          notifier().success(t('trainingManage.form.created'));
          navigate(`/manage/training/${saved.id}`, { replace: true });
        },
        onError: handleFailure,
      });
      return;
    }
    update.mutate(
      { ...body, id: programme.id, version: programme.version },
      {
        onSuccess: () => {
          setDirty(false);
          notifier().success(t('trainingManage.common.saved'));
        },
        onError: handleFailure,
      },
    );
  };

  const handleStatus = (action: StatusAction) => {
    if (!programme) return;
    if (dirty) {
      notifier().warning(t('trainingManage.status.saveFirst'));
      return;
    }
    if (action === 'publish' && programme.units.length === 0) {
      notifier().warning(t('trainingManage.status.needsUnits'));
      return;
    }
    changeStatus.mutate(
      { id: programme.id, action, version: programme.version },
      {
        onSuccess: (saved) =>
          notifier().success(
            t(`trainingManage.status.${saved.status === 'published' ? 'published' : saved.status === 'closed' ? 'closed' : 'archived'}`),
          ),
        onError: handleFailure,
      },
    );
  };

  const saving = create.isPending || update.isPending;
  const offlineUnits = programme?.units.filter((unit) => unit.kind === 'offline') ?? [];
  const tabs = [
    {
      key: 'form',
      label: t('trainingManage.tabs.form'),
      forceRender: true,
      children: (
        <ProgrammeForm
          form={form}
          initialValues={initialValues}
          kinds={programme ? [programme.kind] : kinds}
          kindLocked={programme !== null}
          known={
            programme
              ? {
                  schools: programme.targetSchoolIds.map((id, index) => ({ id, name: programme.targetSchoolNames[index] ?? String(id) })),
                  studio: programme.studio,
                }
              : undefined
          }
          onBusyChange={handleBusy}
        />
      ),
    },
    {
      key: 'units',
      label: `${t('trainingManage.tabs.units')} (${units.length})`,
      forceRender: true,
      children: (
        <UnitsEditor
          value={units}
          onChange={(next) => {
            setUnits(next);
            setDirty(true);
          }}
          onBusyChange={handleBusy}
          showProblems={showProblems}
          programmeId={programme?.id}
        />
      ),
    },
    ...(programme
      ? [
          {
            key: 'enrolments',
            label: t('trainingManage.tabs.enrolments', { count: programme.enrolmentCounts.pending + programme.enrolmentCounts.enrolled }),
            children: <EnrolmentsTable programmeId={programme.id} offlineUnits={offlineUnits} testId="programme-enrolments" />,
          },
        ]
      : []),
    ...(programme && kind === 'supermarket'
      ? [
          {
            key: 'orders',
            label: t('trainingManage.tabs.orders'),
            children: (
              <Alert
                type="info"
                showIcon
                title={t('trainingManage.tabs.ordersNote')}
                action={
                  <Link to="/manage/orders">
                    <Button size="small">{t('trainingManage.tabs.openOrders')}</Button>
                  </Link>
                }
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      {programme && (
        <Flex align="center" gap={8} wrap>
          <Tag color={PROGRAMME_STATUS_COLORS[programme.status]} data-testid="programme-status">
            {ProgrammeStatus.label(programme.status, locale)}
          </Tag>
          <Typography.Text type="secondary">
            {t('trainingManage.status.version', {
              version: programme.version,
              name: programme.createdByName,
              time: formatDateTime(programme.updatedAt),
            })}
          </Typography.Text>
        </Flex>
      )}
      <Flex gap={8} wrap>
        <Button type="primary" loading={saving} onClick={() => void handleSave()} data-testid="programme-save">
          {t('trainingManage.form.saveDraft')}
        </Button>
        {programme &&
          ACTIONS[programme.status].map((action) => (
            <Popconfirm key={action} title={t(`trainingManage.status.${action}Confirm`)} onConfirm={() => handleStatus(action)}>
              <Button
                danger={action === 'archive'}
                loading={changeStatus.isPending && changeStatus.variables?.action === action}
                data-testid={`programme-${action}`}
              >
                {t(`trainingManage.status.${action}`)}
              </Button>
            </Popconfirm>
          ))}
        {programme && (
          <Link to={`/manage/assessment/gradebook/${programme.id}`} data-testid="programme-gradebook">
            <Button>{t('trainingManage.common.gradebook')}</Button>
          </Link>
        )}
        <Link to="/manage/training">
          <Button>{t('trainingManage.common.back')}</Button>
        </Link>
      </Flex>
      <Form.Provider onFormChange={() => setDirty(true)}>
        <Tabs activeKey={tab} onChange={setTab} items={tabs} />
      </Form.Provider>
      <Modal
        open={conflict}
        title={t('trainingManage.form.conflictTitle')}
        okText={t('trainingManage.form.reload')}
        cancelText={t('trainingManage.common.cancel')}
        onOk={() => {
          setConflict(false);
          onReload();
        }}
        onCancel={() => setConflict(false)}
        data-testid="programme-conflict"
      >
        {t('trainingManage.form.conflictText')}
      </Modal>
    </Flex>
  );
}

/** /manage/training/new and /manage/training/:id: create or edit a programme. */
function ProgrammeEdit() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const programme = useManagedProgramme(id);
  // A fresh editor after a reload or a save elsewhere: the form starts from what the server holds now.
  const [generation, setGeneration] = useState(0);
  const backToList = (
    <Link to="/manage/training">
      <Button>{t('trainingManage.common.back')}</Button>
    </Link>
  );

  if (params.id && id === undefined)
    return (
      <LoadFailure
        error={notFound}
        notFound={t('trainingManage.form.notFound')}
        onRetry={() => undefined}
        back={backToList}
        testId="programme-load-failure"
      />
    );
  if (id === undefined) return <ProgrammeEditor programme={null} onReload={() => undefined} />;
  if (programme.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (programme.isError || !programme.data)
    return (
      <LoadFailure
        error={programme.error}
        notFound={t('trainingManage.form.notFound')}
        onRetry={() => void programme.refetch()}
        back={backToList}
        testId="programme-load-failure"
      />
    );
  return (
    <ProgrammeEditor
      key={`${programme.data.id}-${programme.data.version}-${generation}`}
      programme={programme.data}
      onReload={() => void programme.refetch().then(() => setGeneration((value) => value + 1))}
    />
  );
}

export default function ProgrammeEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const access = useAccess(trainingAccess);
  return (
    <PageFrame
      title={t(id ? 'trainingManage.form.editTitle' : 'trainingManage.form.createTitle')}
      crumbs={[t('nav.manage'), t('routes.manageTraining')]}
    >
      <AccessGate accessible={access.canManageTraining} {...staffRefusal(t)}>
        <ProgrammeEdit />
      </AccessGate>
    </PageFrame>
  );
}
