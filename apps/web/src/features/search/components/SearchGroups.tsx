import type { SearchGroup } from '@yanxiu/contract/search';
import type { SearchKindValue } from '@yanxiu/contract/search-kinds';
import { Alert, Button, Spin, Typography } from 'antd';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useKindResults } from '../api/search-results';
import { SearchHitList } from './SearchHitList';

/**
 * A group's count as the page writes it: "12 results", or "99+ results" past the server's cap; `short` gives the
 * number alone ("12", "99+") for a tab's label.
 */
export function useGroupCount(): (group: SearchGroup, short?: boolean) => string {
  const { t } = useTranslation();
  return useCallback(
    (group: SearchGroup, short = false) => {
      if (short) return group.countCapped ? `${group.count}+` : String(group.count);
      return group.countCapped ? t('search.results.countCapped', { cap: group.count }) : t('search.results.count', { count: group.count });
    },
    [t],
  );
}

/** The "all" tab: a section per kind with its first results, its count and a way to more of that kind. */
export function AllKindsResults({ groups, onMore }: { groups: readonly SearchGroup[]; onMore: (kind: SearchKindValue) => void }) {
  return (
    <>
      {groups.map((group) => (
        <KindSection key={group.kind} group={group} onMore={onMore} />
      ))}
    </>
  );
}

function KindSection({ group, onMore }: { group: SearchGroup; onMore: (kind: SearchKindValue) => void }) {
  const { t } = useTranslation();
  const countOf = useGroupCount();
  const headingId = useId();
  const kindName = t(`search.kinds.${group.kind}`);
  const more = group.nextCursor !== null || group.count > group.hits.length;
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 24 }} data-testid={`search-group-${group.kind}`}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 8, flexWrap: 'wrap' }}>
        <Typography.Title level={4} id={headingId} style={{ margin: 0 }}>
          {kindName}
        </Typography.Title>
        <span style={{ color: '#595959' }} data-testid={`search-count-${group.kind}`}>
          {countOf(group)}
        </span>
      </div>
      <SearchHitList hits={group.hits} />
      {more && (
        <Button
          type="link"
          style={{ paddingInline: 0, color: '#0958d9' }}
          onClick={() => onMore(group.kind)}
          data-testid={`search-more-${group.kind}`}
        >
          {t('search.results.more', { kind: kindName })}
        </Button>
      )}
    </section>
  );
}

/** One kind's tab: its results page after page ("load more" asks for the next with the cursor the last gave). */
export function KindResults({ keyword, group }: { keyword: string; group: SearchGroup }) {
  const { t } = useTranslation();
  const countOf = useGroupCount();
  const pages = useKindResults(keyword, group.kind);
  if (pages.isError) return <RetryAlert onRetry={() => void pages.refetch()} />;
  if (!pages.data)
    return (
      <div style={{ padding: 48, textAlign: 'center' }} aria-busy="true">
        <Spin />
      </div>
    );
  const hits = pages.data.pages.flatMap((page) => page.groups.find((found) => found.kind === group.kind)?.hits ?? []);
  return (
    <div data-testid={`search-kind-${group.kind}`}>
      <div style={{ color: '#595959' }}>{countOf(group)}</div>
      <SearchHitList hits={hits} />
      {pages.isFetchNextPageError && <Alert type="error" showIcon title={t('search.results.failedMore')} style={{ marginTop: 12 }} />}
      {pages.hasNextPage && (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()} data-testid="search-load-more">
            {t('search.results.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
