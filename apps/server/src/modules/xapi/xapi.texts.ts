import { defineTexts } from '@server/platform/i18n/server-texts';

// The words xAPI statements carry in both languages: each verb's display, and the names of what has none of its own.
export const xapiTexts = defineTexts('xapi', {
  'zh-CN': {
    verbRegistered: '报名参加',
    verbCompleted: '完成',
    verbPassed: '通过',
    verbFailed: '未通过',
    verbAttended: '参加',
    verbEarned: '获得',
    hoursEarned_other: '{{title}}：{{count}} 学时',
    platform: '研修平台',
  },
  'en-US': {
    verbRegistered: 'registered for',
    verbCompleted: 'completed',
    verbPassed: 'passed',
    verbFailed: 'failed',
    verbAttended: 'attended',
    verbEarned: 'earned',
    hoursEarned_one: '{{title}}: {{count}} hour',
    hoursEarned_other: '{{title}}: {{count}} hours',
    platform: 'Yanxiu professional development',
  },
});
