import type { callZhCN } from './call.zh-CN';

/** The English catalogue: zh-CN's keys. */
type English<T> = { [K in keyof T]: T[K] extends string ? string : English<T[K]> };

/** English texts of the pieces selection projects and topic calls share. */
export const callEnUS: English<typeof callZhCN> = {
  titleRequired: '{{label}} is required',
  window: 'Application window',
  windowRequired: 'Choose when applications open and close',
  range: '{{start}} to {{end}}',
  eligibility: {
    emptyMeansAny: 'A condition left empty does not restrict who applies.',
    sections: 'School sections',
    subjects: 'Subjects',
    roles: 'Roles',
    roleTeacher: 'Teacher',
    roleBackbone: 'Backbone teacher',
  },
  editor: {
    save: 'Save draft',
    saved: 'Saved',
    invalid: 'Correct the fields marked in red first',
    refused: 'Cannot save yet: {{problem}}',
    issues: '{{message}} ({{issues}})',
    stale: 'Someone else has changed this since you opened it: reload it before editing.',
    reload: 'Reload',
    publish: 'Publish',
    saveFirst: 'Save your changes before publishing',
    cancel: 'Cancel',
  },
  facts: {
    publishedAt: 'Published',
    closedAt: 'Closed',
  },
  list: {
    loadFailed: 'Could not load; please try again later',
    state: 'State',
    allStates: 'All',
    keyword: 'Search by title',
    applications: 'Applications',
    actions: 'Actions',
    edit: 'Edit',
    view: 'View',
  },
};
