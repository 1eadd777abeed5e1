// "Continue learning" for the pages that show it: /home's two cards (the place to go back to, and what is due soon)
// and the programme page's link back to the place. Apart from learning.public.ts, which training's lesson pages
// import, because these register their own texts.
export { default as ContinueLearningCard, type ProgrammeHref } from './components/ContinueLearningCard';
export { default as DueSoonCard } from './components/DueSoonCard';
export { ContinueFromLast } from './components/ContinueFromLast';
