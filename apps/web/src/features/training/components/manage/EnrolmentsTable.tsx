import { DownloadOutlined } from '@ant-design/icons';
import type { EnrolmentRow, ProgrammeUnit } from '@yanxiu/contract/training';
import { EnrolmentStatus, type EnrolmentStatusValue } from '@yanxiu/contract/training-enums';
import { Button, Flex, Popconfirm, Progress, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { saveBlob } from '@/shared/request/file-transfer';
import { notifier } from '@/shared/request/notifier';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { useMarkAttendance } from '../../api/manage-attendance';
import { useEnrolments } from '../../api/manage-enrolments';
import { exportEnrolments } from '../../api/manage-export-enrolments';
import { formatDateTime } from '../common/format';
import { DecisionBar } from './DecisionBar';
import { ENROLMENT_STATUS_COLORS } from './labels';
import { KeywordSearch } from './KeywordSearch';
import { staffListProps } from './staff-list';

export type EnrolmentsTableProps = {
  /** One programme's enrolments; without it, the enrolments awaiting the caller's decision across programmes. */
  programmeId?: number;
  /** The programme's offline units, for attendance. */
  offlineUnits?: ProgrammeUnit[];
  testId: string;
};

/** Enrolments, paged, filtered by status and name, with batch decisions, attendance and the Excel export. */
export function EnrolmentsTable({ programmeId, offlineUnits = [], testId }: EnrolmentsTableProps) {
  const { t } = useTranslation();
  const e = (key: string, options?: Record<string, unknown>) => t(`trainingManage.enrolments.${key}`, options ?? {});
  const locale = currentLocale();
  const acrossProgrammes = programmeId === undefined;
  const [current, setCurrent] = useState(1);
  const [status, setStatus] = useState<EnrolmentStatusValue | undefined>(acrossProgrammes ? 'pending' : undefined);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<EnrolmentRow[]>([]);
  const [unitId, setUnitId] = useState<number | undefined>(offlineUnits[0]?.id);
  const [exporting, setExporting] = useState(false);
  const list = useEnrolments({ current, programmeId, status, keyword });
  const attendance = useMarkAttendance();

  const pendingIds = selected.filter((row) => row.status === 'pending').map((row) => row.id);
  const enrolledUsers = selected.filter((row) => row.status === 'enrolled').map((row) => row.userId);

  const handleExport = async () => {
    if (programmeId === undefined) return;
    setExporting(true);
    try {
      const { blob, fileName } = await exportEnrolments({ programmeId, status, keyword });
      saveBlob(blob, fileName ?? e('exportName'));
    } catch {
      // The request layer has shown why.
    } finally {
      setExporting(false);
    }
  };

  const handleAttendance = (attended: boolean) => {
    if (unitId === undefined || enrolledUsers.length === 0) return;
    attendance.mutate(
      { unitId, userIds: enrolledUsers, attended },
      {
        onSuccess: () => {
          notifier().success(e('attendanceSaved', { count: enrolledUsers.length }));
          setSelected([]);
        },
      },
    );
  };

  const decidedColumn = {
    title: e('decided'),
    key: 'decided',
    render: (_: unknown, row: EnrolmentRow) => (
      <Flex vertical>
        {row.decidedAt && <span>{e('decidedBy', { name: row.decidedByName ?? '', time: formatDateTime(row.decidedAt) })}</span>}
        {row.reason && (
          <Typography.Text type="secondary">
            {t('trainingManage.common.labelled', { label: e('reason'), value: row.reason })}
          </Typography.Text>
        )}
      </Flex>
    ),
  };

  const resetPage = () => {
    setCurrent(1);
    setSelected([]);
  };

  return (
    <Flex vertical gap={12} data-testid={testId}>
      <Flex gap={8} wrap>
        <Select<EnrolmentStatusValue | 'all'>
          value={status ?? 'all'}
          style={{ width: 160 }}
          aria-label={e('status')}
          options={[{ value: 'all', label: t('trainingManage.common.all') }, ...EnrolmentStatus.options(locale)]}
          onChange={(value) => {
            setStatus(value === 'all' ? undefined : value);
            resetPage();
          }}
          data-testid={`${testId}-status`}
        />
        <KeywordSearch
          placeholder={e('keywordPlaceholder')}
          width={220}
          onSearch={(value) => {
            setKeyword(value);
            resetPage();
          }}
          testId={`${testId}-keyword`}
        />
        {!acrossProgrammes && (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void handleExport()} data-testid={`${testId}-export`}>
            {e('export')}
          </Button>
        )}
      </Flex>
      <DecisionBar enrolmentIds={pendingIds} onDecided={() => setSelected([])} />
      {!acrossProgrammes && offlineUnits.length > 0 && (
        <Flex align="center" gap={8} wrap data-testid={`${testId}-attendance`}>
          <Typography.Text type="secondary">{e('attendanceHint')}</Typography.Text>
          <Select
            value={unitId}
            style={{ minWidth: 200 }}
            aria-label={e('attendanceUnit')}
            options={offlineUnits.map((unit) => ({ value: unit.id, label: unit.title }))}
            onChange={setUnitId}
          />
          <Popconfirm title={e('markPresent')} onConfirm={() => handleAttendance(true)} disabled={enrolledUsers.length === 0}>
            <Button disabled={enrolledUsers.length === 0} loading={attendance.isPending} data-testid={`${testId}-present`}>
              {e('markPresent')}
            </Button>
          </Popconfirm>
          <Button disabled={enrolledUsers.length === 0} onClick={() => handleAttendance(false)} data-testid={`${testId}-absent`}>
            {e('markAbsent')}
          </Button>
        </Flex>
      )}
      <ManagedTable<EnrolmentRow>
        list={list}
        size="middle"
        rowSelection={{
          selectedRowKeys: selected.map((row) => row.id),
          onChange: (_, rows) => setSelected(rows),
          getCheckboxProps: (row) => ({ disabled: row.status !== 'pending' && row.status !== 'enrolled', 'aria-label': row.teacherName }),
        }}
        empty={e(acrossProgrammes ? 'pendingEmpty' : 'empty')}
        {...staffListProps(t, current, (page) => {
          setCurrent(page);
          setSelected([]);
        })}
        columns={[
          { title: e('teacher'), dataIndex: 'teacherName', fixed: 'left' },
          { title: e('school'), dataIndex: 'schoolName' },
          ...(acrossProgrammes ? [{ title: e('programme'), dataIndex: 'programmeTitle' }] : []),
          { title: e('phone'), dataIndex: 'phone', render: (phone: string | null) => phone ?? '' },
          {
            title: e('status'),
            dataIndex: 'status',
            render: (value: EnrolmentStatusValue) => (
              <Tag color={ENROLMENT_STATUS_COLORS[value]}>{EnrolmentStatus.label(value, locale)}</Tag>
            ),
          },
          { title: e('source'), dataIndex: 'source', render: (source: EnrolmentRow['source']) => e(`sources.${source}`) },
          { title: e('createdAt'), dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
          ...(acrossProgrammes ? [] : [decidedColumn]),
          ...(acrossProgrammes
            ? []
            : [
                {
                  title: e('progress'),
                  key: 'progress',
                  render: (_: unknown, row: EnrolmentRow) => (
                    <Progress
                      percent={row.progress.percent}
                      size="small"
                      style={{ minWidth: 100 }}
                      aria-label={`${row.teacherName} ${e('progress')}`}
                    />
                  ),
                },
              ]),
          {
            // A pending enrolment is decided on its own row (no checkbox needed); the others say who decided them.
            title: t('trainingManage.common.actions'),
            key: 'actions',
            render: (_, row) =>
              row.status === 'pending' ? (
                <DecisionBar variant="row" enrolmentIds={[row.id]} onDecided={() => setSelected([])} testId={`decide-${row.id}`} />
              ) : acrossProgrammes ? (
                decidedColumn.render(undefined, row)
              ) : null,
          },
        ]}
      />
    </Flex>
  );
}
