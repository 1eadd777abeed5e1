import type { SearchHit } from '@yanxiu/contract/search';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '@/shared/format/date';
import { resultAddress } from '../model/search-address';
import { Highlighted } from './Highlighted';

/** A title link's colour: dark enough to read on white and on the marks' yellow alike. */
const TITLE_COLOUR = '#0958d9';

/** The snippet in at most two lines (a clamp in CSS: nothing is measured in script). */
const SNIPPET_STYLE: CSSProperties = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  margin: '4px 0 0',
  color: '#595959',
};

/** Results of one kind: each title (linked to its page) and the snippet that matched, with the keyword marked. */
export function SearchHitList({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {hits.map((hit) => (
        <SearchHitItem key={`${hit.kind}:${hit.id}`} hit={hit} />
      ))}
    </ol>
  );
}

function SearchHitItem({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const address = resultAddress(hit.link);
  const title = <Highlighted text={hit.title} ranges={hit.titleHighlights} />;
  return (
    <li
      style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0', overflowWrap: 'anywhere' }}
      data-testid={`search-hit-${hit.kind}-${hit.id}`}
    >
      <div style={{ fontSize: 16, fontWeight: 500 }}>
        {address ? (
          <Link to={address} style={{ color: TITLE_COLOUR }}>
            {title}
          </Link>
        ) : (
          title
        )}
      </div>
      {hit.snippet && (
        <p style={SNIPPET_STYLE}>
          <Highlighted text={hit.snippet} ranges={hit.snippetHighlights} />
        </p>
      )}
      {hit.at && <div style={{ marginTop: 4, fontSize: 12, color: '#595959' }}>{t('search.results.at', { time: formatDay(hit.at) })}</div>}
    </li>
  );
}
