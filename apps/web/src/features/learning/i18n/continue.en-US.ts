import type { LearningContinueMessages } from './continue.zh-CN';

/** English texts of "continue learning", key for key the same as continue.zh-CN.ts (typed against it). */
export const learningContinueEnUS: LearningContinueMessages = {
  title: 'Continue learning',
  loading: 'Loading your progress',
  failed: 'Your progress could not be loaded; refresh to try again',
  empty: 'No training in progress: pick a course in the training centre',
  position: 'Stopped at {{position}} of {{duration}}',
  positionOnly: 'Stopped at {{position}}',
  document: 'Reading',
  notStarted: 'Not started yet',
  resume: 'Continue',
  start: 'Start',
  others_one: '{{count}} more programme in progress',
  others_other: '{{count}} more programmes in progress',
  fromLast: 'Continue where you left off',
  fromLastAt: 'Continue where you left off ({{title}} {{position}})',
  due: {
    title: 'Due soon',
    failed: 'What is due could not be loaded; refresh to try again',
    empty: 'Nothing falls due soon',
    kinds: { programme: 'Programme ends', exam: 'Exam closes', assignment: 'Assignment due', activity: 'Activity ends' },
    leftDays_one: '{{count}} day left',
    leftDays_other: '{{count}} days left',
    leftHours_one: '{{count}} hour left',
    leftHours_other: '{{count}} hours left',
    leftMinutes_one: '{{count}} minute left',
    leftMinutes_other: '{{count}} minutes left',
    at: 'Due {{time}}',
  },
};
