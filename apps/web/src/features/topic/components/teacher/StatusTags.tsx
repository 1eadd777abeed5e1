import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPLY_STATUS_COLORS, applyStatusLabel, PHASE_COLORS, phaseLabel, STAGE_STATUS_COLORS, stageStatusLabel } from './labels';

/** An application's review status as a coloured tag. */
export function ApplyStatusTag({ status }: { status: string }) {
  useTranslation();
  return (
    <Tag color={APPLY_STATUS_COLORS[status] ?? 'default'} data-testid="apply-status" data-status={status}>
      {applyStatusLabel(status)}
    </Tag>
  );
}

/** Where a topic stands (application, in research, concluded). */
export function PhaseTag({ phase }: { phase: string }) {
  useTranslation();
  return (
    <Tag color={PHASE_COLORS[phase] ?? 'default'} data-testid="topic-phase" data-phase={phase}>
      {phaseLabel(phase)}
    </Tag>
  );
}

/** A stage filing's status. */
export function StageStatusTag({ status }: { status: string }) {
  useTranslation();
  return (
    <Tag color={STAGE_STATUS_COLORS[status] ?? 'default'} data-testid="stage-status" data-status={status}>
      {stageStatusLabel(status)}
    </Tag>
  );
}
