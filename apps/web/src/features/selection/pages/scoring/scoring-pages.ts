// The expert's pages load in one chunk: whoever opens the list goes on to score.
export { default as ScoringListPage } from './ScoringListPage';
export { default as ScoringPage } from './ScoringPage';
