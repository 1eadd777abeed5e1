import './i18n/call.register';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import type { CallDomain } from './call-domain';
import { CallStateTag } from './CallStateTag';

/** What every stored call tells of its standing. */
export type CallStanding = { state: string; applicationCount: number; publishedAt: string | null; closedAt: string | null };

/** A stored call's standing above its editor: state, the domain's facts (owner, level), applications, published and closed. */
export function CallFacts<IdName extends string>({
  call,
  domain,
  facts,
}: {
  call: CallStanding;
  domain: CallDomain<IdName>;
  facts: ReadonlyArray<{ key: string; label: string; value: ReactNode }>;
}) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 4 }}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'state', label: t('call.list.state'), children: <CallStateTag state={call.state} testId={`${domain.testIds.row}-state`} /> },
        ...facts.map((fact) => ({ key: fact.key, label: fact.label, children: fact.value })),
        {
          key: 'applications',
          label: t('call.list.applications'),
          children: t(`${domain.textsAt}.applicationCount`, { count: call.applicationCount }),
        },
        ...(call.publishedAt ? [{ key: 'published', label: t('call.facts.publishedAt'), children: formatDateTime(call.publishedAt) }] : []),
        ...(call.closedAt ? [{ key: 'closed', label: t('call.facts.closedAt'), children: formatDateTime(call.closedAt) }] : []),
      ]}
    />
  );
}
