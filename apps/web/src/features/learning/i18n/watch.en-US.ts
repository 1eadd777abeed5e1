import type { LearningWatchMessages } from './watch.zh-CN';

/** English texts of verified watching and reading, key for key the same as watch.zh-CN.ts (typed against it). */
export const learningWatchEnUS: LearningWatchMessages = {
  noSkipAhead: 'On first viewing you cannot skip ahead of what you have watched',
  justCompleted: 'Lesson complete: hours credited',
  completed: 'Completed',
  watched: 'Watched {{watched}} of {{total}}',
  readingLeft_one: '{{count}} more second of reading completes this lesson',
  readingLeft_other: '{{count}} more seconds of reading completes this lesson',
  recording: 'Reading time reached; recording it',
};
