import { lazy } from 'react';

// What other features use of learning: verified watching and reading of a lesson, for the lesson pages of training
// (the player is training's; what counts as watched, and the heartbeats that say so, are learning's), and the year's
// hours for the profile's continuing-education page.
export { useReadingWatch } from './watch/use-reading-watch';
export { useVideoWatch } from './watch/use-video-watch';
export type { LessonCompleted, PresenceHandle, WatchView } from './watch/use-watch-session';
export { WatchStatus } from './components/WatchStatus';
export { PresenceCheckDialog } from './components/PresenceCheckDialog';

/**
 * This year's hours against the requirement, for the profile's continuing-education page. Loaded on demand: the
 * panel registers learning's texts, which training's lesson pages (importing this file) must not carry. The home page,
 * which shows it at once, takes it from hours-panel.public.ts in its own chunk.
 */
export const HoursSummaryPanel = /* @__PURE__ */ lazy(() => import('./components/HoursSummaryPanel'));

/**
 * The author's questions of a lesson (presence checks at moments of it), for training's programme editor. Loaded on
 * demand, for the same reason: it registers learning's staff texts.
 */
export const LessonQuestionsDialog = /* @__PURE__ */ lazy(() => import('./components/questions/LessonQuestionsDialog'));
