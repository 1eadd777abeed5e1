import type { ActivitySummary } from '@yanxiu/contract/research';
import {
  ActivityKind,
  ActivityMode,
  ActivityState,
  CompletionFact,
  StageKind,
  type ActivityStateValue,
  type CompletionFactValue,
} from '@yanxiu/contract/research-enums';
import { Tag } from 'antd';
import { formatDateTime } from '@/shared/format/date';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';

// The research enumerations in the active language, from the contract's labels (one source for both catalogues).

export const kindLabel = (kind: ActivitySummary['kind']) => ActivityKind.label(kind, currentLocale());
export const modeLabel = (mode: ActivitySummary['mode']) => ActivityMode.label(mode, currentLocale());
export const stageKindLabel = (kind: Parameters<typeof StageKind.label>[0]) => StageKind.label(kind, currentLocale());
export const factLabel = (fact: CompletionFactValue) => CompletionFact.label(fact, currentLocale());
/** Facts joined the way the language lists things. */
export const factsText = (facts: readonly CompletionFactValue[]) => formatList(facts.map(factLabel), currentLocale());

const STATE_COLORS: Record<ActivityStateValue, string> = {
  draft: 'default',
  published: 'blue',
  running: 'green',
  ended: 'orange',
  closed: 'purple',
};

/** Where an activity stands, as a tag. */
export function StateTag({ state }: { state: ActivityStateValue }) {
  return (
    <Tag color={STATE_COLORS[state]} data-testid="activity-state">
      {ActivityState.label(state, currentLocale())}
    </Tag>
  );
}

/** The time window in China time, "start – end". */
export function windowText(activity: Pick<ActivitySummary, 'startsAt' | 'endsAt'>): string {
  return `${formatDateTime(activity.startsAt)} – ${formatDateTime(activity.endsAt)}`;
}
