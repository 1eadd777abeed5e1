import '../../i18n/gradebook.register';
import type { GradebookRow, GradebookState } from '@yanxiu/contract/assessment-gradebook';
import { Alert, Flex, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { DownloadButton } from '@/shared/ui/DownloadButton';
import { KeywordSearch } from '@/shared/ui/KeywordSearch';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import { assessmentAccess } from '../../assessment.access';
import { exportGradebook, useGradebook, useGradebookSchools, type GradebookFilter } from '../api/gradebook';
import { GradebookCellText } from '../components/GradebookCellText';
import { parseProgrammeId } from '../model/gradebook-paths';

const STATES: GradebookState[] = ['not_started', 'in_progress', 'completed'];
const STATE_COLORS: Record<GradebookState, string> = { not_started: 'default', in_progress: 'processing', completed: 'success' };

/**
 * A programme's grade book (`/manage/assessment/gradebook/:programmeId`), reached from the programme's manage page:
 * every enrolled teacher with a column per exam, assignment and questionnaire unit, completion and hours; filtered by
 * school, name and progress, and exported as filtered.
 */
export default function GradebookPage() {
  const { t } = useTranslation();
  const b = (key: string, options?: Record<string, unknown>) => t(`assessmentGradebook.book.${key}`, options ?? {});
  const access = useAccess(assessmentAccess);
  const programmeId = parseProgrammeId(useParams().programmeId);
  const [current, setCurrent] = useState(1);
  const [schoolId, setSchoolId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [state, setState] = useState<GradebookState | undefined>();
  const allowed = access.canReadGradebooks && programmeId !== null;
  const filter: GradebookFilter | null = useMemo(
    () => (allowed ? { programmeId: programmeId!, schoolId, keyword, state } : null),
    [allowed, programmeId, schoolId, keyword, state],
  );
  const book = useGradebook(filter, current);
  const schools = useGradebookSchools(allowed ? programmeId : null);
  const data = book.data;
  usePageSubject(data?.programmeTitle);
  const title = data ? b('titleOf', { title: data.programmeTitle }) : t('routes.manageAssessmentGradebook');
  const filtered = schoolId !== undefined || keyword !== undefined || state !== undefined;
  const refilter = (change: () => void) => {
    change();
    setCurrent(1);
  };

  const unitColumns = (data?.columns ?? []).map((column, index) => ({
    title: `${t(`assessmentGradebook.kind.${column.kind}`)} · ${column.title}`,
    key: `unit-${column.unitId}`,
    render: (_: unknown, row: GradebookRow) => <GradebookCellText cell={row.cells[index]!} />,
  }));

  return (
    <AccessGate
      accessible={access.canReadGradebooks}
      title={b('forbiddenTitle')}
      text={b('staffOnly')}
      testId="gradebook-forbidden"
      pageTitle={title}
    >
      <PageFrame
        title={title}
        extra={
          programmeId !== null && (
            <ActionLink to={`/manage/training/${programmeId}`} testId="gradebook-back">
              {b('back')}
            </ActionLink>
          )
        }
      >
        <Flex vertical gap={12}>
          <Flex gap={8} wrap align="center">
            <Select<number>
              allowClear
              value={schoolId}
              placeholder={b('allSchools')}
              aria-label={b('schoolFilter')}
              style={{ width: 240, maxWidth: '100%' }}
              loading={schools.isFetching}
              options={(schools.data?.records ?? []).map((school) => ({
                value: school.id,
                label: b('schoolOption', { name: school.name, count: school.teachers }),
              }))}
              onChange={(value) => refilter(() => setSchoolId(value ?? undefined))}
              data-testid="gradebook-school"
            />
            <Select<GradebookState>
              allowClear
              value={state}
              placeholder={b('allStates')}
              aria-label={b('stateFilter')}
              style={{ width: 160, maxWidth: '100%' }}
              options={STATES.map((value) => ({ value, label: t(`assessmentGradebook.state.${value}`) }))}
              onChange={(value) => refilter(() => setState(value ?? undefined))}
              data-testid="gradebook-state"
            />
            <KeywordSearch
              keyword={keyword}
              label={b('keyword')}
              onSearch={(value) => refilter(() => setKeyword(value))}
              testId="gradebook-keyword"
            />
            <DownloadButton
              download={() => exportGradebook(filter!)}
              fallbackName={b('exportName')}
              disabled={!data || data.total === 0}
              testId="gradebook-export"
            >
              {b('export')}
            </DownloadButton>
          </Flex>
          {data && data.columns.length === 0 && <Alert type="info" showIcon title={b('noColumns')} data-testid="gradebook-no-columns" />}
          <ManagedTable<GradebookRow>
            list={book}
            testId="gradebook"
            rowKey="userId"
            failedTitle={b('loadFailed')}
            empty={filtered ? b('empty') : b('emptyEnrolled')}
            // Wide books scroll sideways at 1366 px; without rows, the empty text keeps the table's own width.
            scroll={data && data.records.length > 0 ? { x: 'max-content' } : undefined}
            paging={{ current, onChange: setCurrent, totalText: (count) => b('total', { count }) }}
            columns={[
              { title: b('teacher'), dataIndex: 'teacherName' },
              { title: b('school'), dataIndex: 'schoolName' },
              ...unitColumns,
              {
                title: b('completion'),
                key: 'completion',
                render: (_: unknown, row) => (
                  <Flex gap={4} wrap align="center">
                    <span>{b('units', { done: row.completedUnits, total: row.totalUnits })}</span>
                    <Tag color={STATE_COLORS[row.state]}>{t(`assessmentGradebook.state.${row.state}`)}</Tag>
                  </Flex>
                ),
              },
              { title: b('hours'), dataIndex: 'hours', render: (hours: number) => b('hoursValue', { hours }) },
            ]}
          />
        </Flex>
      </PageFrame>
    </AccessGate>
  );
}
