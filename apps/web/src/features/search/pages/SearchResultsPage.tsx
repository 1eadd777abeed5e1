import '../i18n/search.register';
import type { SearchGroup } from '@yanxiu/contract/search';
import { SearchLimits, type SearchKindValue } from '@yanxiu/contract/search-kinds';
import { Empty, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { KeywordSearch } from '@/shared/ui/KeywordSearch';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { usePageSubject } from '@/shared/ui/page-subject';
import { useSearchResults } from '../api/search-results';
import { AllKindsResults, KindResults, useGroupCount } from '../components/SearchGroups';
import { kindOf, searchKeyword } from '../model/search-address';

const ALL = 'all';

/** /search?q=&kind=: every kind's results for a keyword, a tab per kind with its count, and more of one kind on its tab. */
export default function SearchResultsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = searchKeyword(params.get('q'));
  const kind = kindOf(params.get('kind'));
  const results = useSearchResults(keyword);
  const heading = keyword ? t('search.results.heading', { keyword }) : t('routes.search');
  usePageSubject(keyword ? heading : undefined);
  const countOf = useGroupCount();

  const show = (next: { keyword: string; kind?: SearchKindValue }) =>
    setParams(next.kind ? { q: next.keyword, kind: next.kind } : { q: next.keyword });

  let body;
  if (!keyword) body = <p data-testid="search-prompt">{t('search.results.prompt')}</p>;
  else if (results.isError) body = <RetryAlert onRetry={() => void results.refetch()} />;
  else if (!results.data)
    body = (
      <div style={{ padding: 48, textAlign: 'center' }} aria-busy="true" data-testid="search-loading">
        <Spin />
      </div>
    );
  else if (results.data.groups.length === 0)
    body = (
      <Empty
        description={
          <>
            <div>{t('search.results.empty', { keyword })}</div>
            <div style={{ color: '#595959' }}>{t('search.results.emptyHint')}</div>
          </>
        }
        data-testid="search-empty"
      />
    );
  else {
    const groups = results.data.groups;
    const current = kind && groups.some((group) => group.kind === kind) ? kind : ALL;
    const tabOf = (group: SearchGroup) => ({
      key: group.kind,
      label: t('search.results.tab', { kind: t(`search.kinds.${group.kind}`), number: countOf(group, true) }),
      children: <KindResults keyword={keyword} group={group} />,
    });
    body = (
      <Tabs
        activeKey={current}
        onChange={(key) => show({ keyword, kind: key === ALL ? undefined : kindOf(key) })}
        destroyOnHidden
        items={[
          {
            key: ALL,
            label: t('search.results.all'),
            children: <AllKindsResults groups={groups} onMore={(more) => show({ keyword, kind: more })} />,
          },
          ...groups.map(tabOf),
        ]}
        data-testid="search-tabs"
      />
    );
  }
  return (
    <PageFrame title={heading}>
      <div style={{ marginBottom: 16 }}>
        <KeywordSearch
          keyword={keyword || undefined}
          label={t('search.results.search')}
          maxLength={SearchLimits.keywordMax}
          width={360}
          onSearch={(next) => next && show({ keyword: searchKeyword(next) })}
          testId="search-page-input"
        />
      </div>
      {body}
    </PageFrame>
  );
}
