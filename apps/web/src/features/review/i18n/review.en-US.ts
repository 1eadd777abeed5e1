import type { ReviewMessages } from './review.zh-CN';

/** English texts of the staff's one review list, key for key the same as review.zh-CN.ts (typed against it). */
export const reviewEnUS: ReviewMessages = {
  all: 'All',
  domains: {
    development: 'Development',
    selection: 'Selection',
    topic: 'Research topic',
    backbone: 'Backbone teacher',
    declaration: 'Declared hours',
  },
  steps: { school: 'School review', district: 'District review', expert: 'Expert panel', other: 'Review' },
  columns: {
    domain: 'Kind',
    title: 'Subject',
    applicant: 'Applicant',
    school: 'Unit',
    step: 'Step',
    submittedAt: 'Submitted',
    dueAt: 'Call closes',
    action: 'Action',
  },
  open: 'Review',
  noDue: 'None',
  overdue: 'Closed',
  filters: {
    school: 'Unit',
    dueBy: 'Call closes by',
    reset: 'Reset',
  },
  empty: 'Nothing waits for your review',
  emptyFiltered: 'Nothing waiting matches these filters',
  notReviewer: 'You review nothing',
  total_one: '{{count}} review',
  total_other: '{{count}} reviews',
  ownLists: 'Each kind’s own lists (returned and decided too):',
  ownList: {
    development: 'Development reviews',
    selection: 'Selection review',
    topic: 'Topic reviews',
    backbone: 'Backbone recognition reviews',
    declaration: 'Declared hours',
  },
};
