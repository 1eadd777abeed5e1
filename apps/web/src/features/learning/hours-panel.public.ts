// The year's hours against the requirement, in the importer's chunk, for pages that show it at once: /home waited a
// round trip after its own code for the lazily loaded panel (issue 19). Importing it registers learning's texts, which
// is why learning.public.ts, which training's lesson pages import, offers the panel loaded on demand instead.
export { default as HoursSummaryPanel } from './components/HoursSummaryPanel';
