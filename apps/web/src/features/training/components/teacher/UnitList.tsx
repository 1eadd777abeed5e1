import {
  CheckCircleFilled,
  EditOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FormOutlined,
  PlayCircleOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import type { ProgrammeUnit } from '@yanxiu/contract/training';
import { UnitKind, type UnitKindValue } from '@yanxiu/contract/training-enums';
import { Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { ActionLink } from '@/shared/ui/ActionLink';
import { formatDateTime, formatHours } from '../common/format';
import { formatDuration } from '@/shared/format/duration';

const ICONS: Record<UnitKindValue, typeof PlayCircleOutlined> = {
  video: PlayCircleOutlined,
  document: FileTextOutlined,
  offline: EnvironmentOutlined,
  exam: FormOutlined,
  assignment: EditOutlined,
  evaluation: SolutionOutlined,
};

/** Where a unit opens: the player for videos, the preview for documents, the exam's or assignment's page; offline sessions open nowhere. */
export function unitHref(unit: ProgrammeUnit, programmeId: number): string | null {
  if (unit.kind === 'video') return `/videoPlay?unitId=${unit.id}&programmeId=${programmeId}`;
  if (unit.kind === 'document') return `/quickLook?unitId=${unit.id}&programmeId=${programmeId}`;
  if (unit.kind === 'exam') return `/training/exam/unit/${unit.id}`;
  if (unit.kind === 'assignment') return `/training/assignment/unit/${unit.id}`;
  if (unit.kind === 'evaluation') return `/training/evaluation/unit/${unit.id}`;
  return null;
}

/** A programme's units in order with their kind, hours and completion; enrolled teachers can open them. */
export function UnitList({ units, programmeId, canOpen }: { units: ProgrammeUnit[]; programmeId: number; canOpen: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (units.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('training.programme.noUnits')} />;
  const sorted = [...units].sort((a, b) => a.position - b.position);
  return (
    <List
      data-testid="unit-list"
      dataSource={sorted}
      renderItem={(unit) => {
        const Icon = ICONS[unit.kind];
        const href = unitHref(unit, programmeId);
        const open =
          href && canOpen ? (
            <ActionLink to={href} icon={<Icon />} testId={`open-unit-${unit.id}`}>
              {t(
                unit.kind === 'video'
                  ? 'training.programme.openVideo'
                  : unit.kind === 'exam'
                    ? 'training.programme.openExam'
                    : unit.kind === 'assignment'
                      ? 'training.programme.openAssignment'
                      : unit.kind === 'evaluation'
                        ? 'training.programme.openEvaluation'
                        : 'training.programme.openDocument',
              )}
            </ActionLink>
          ) : href ? (
            <Typography.Text type="secondary">{t('training.programme.enrolFirst')}</Typography.Text>
          ) : null;
        return (
          <List.Item actions={open ? [open] : []} data-testid={`unit-${unit.id}`}>
            <List.Item.Meta
              avatar={<Icon style={{ fontSize: 22, color: '#1677ff' }} aria-label={UnitKind.label(unit.kind, locale)} />}
              title={
                <Space size={6} wrap>
                  <span>
                    {unit.position}. {unit.title}
                  </span>
                  {unit.completed && (
                    <Tag color="success" icon={<CheckCircleFilled />} data-testid={`unit-done-${unit.id}`}>
                      {t('training.programme.completed')}
                    </Tag>
                  )}
                </Space>
              }
              description={
                <Space size={12} wrap>
                  <span>{UnitKind.label(unit.kind, locale)}</span>
                  <span>{t('training.programme.unitHours', { hours: formatHours(unit.creditHours) })}</span>
                  {unit.durationSeconds !== null && <span>{formatDuration(unit.durationSeconds)}</span>}
                  {unit.kind === 'offline' && unit.location && (
                    <span>
                      {t('training.programme.offlineAt', { time: formatDateTime(unit.sessionStartsAt), location: unit.location })}
                    </span>
                  )}
                </Space>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
