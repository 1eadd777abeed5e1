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
  presence: {
    title: 'Are you still there?',
    videoPaused: 'The video is paused until you answer.',
    readingPaused: 'The reading time is paused until you answer.',
    pickNumber: 'Click the number {{number}}',
    choices: 'Choices',
    secondsLeft_one: '{{count}} second left',
    secondsLeft_other: '{{count}} seconds left',
    timeUp: 'Time is up: from when this check appeared no time is credited until you pass a later check.',
    wrong_one: 'That is not right. Try again ({{count}} attempt left).',
    wrong_other: 'That is not right. Try again ({{count}} attempts left).',
    missed: 'The last check was not answered in time: no time is credited from then until you pass a check. Please answer this one.',
    failed: 'The last check was answered wrongly twice: no time is credited from then until you pass a check. Please answer this one.',
    held: 'No time is being credited until you pass the next presence check.',
    passed: 'Thank you, carry on learning',
    sendFailed: 'The answer could not be sent. Check the connection and try again.',
  },
};
