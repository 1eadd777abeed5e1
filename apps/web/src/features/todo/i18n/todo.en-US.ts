import type { TodoMessages } from './todo.zh-CN';

/** English texts of the to-do list, key for key the same as todo.zh-CN.ts (typed against it). */
export const todoEnUS: TodoMessages = {
  all: 'All',
  empty: 'Nothing to do',
  emptyKind: 'Nothing of this kind to do',
  total_one: '{{count}} item',
  total_other: '{{count}} items',
  open: 'Open',
  since: 'since {{time}}',
  due: 'due {{time}}',
  reviewLists: 'Every review waiting for me',
  unknown: 'To-do item',
  kinds: {
    development: { review: 'Development reviews' },
    backbone: { review: 'Backbone recognition reviews' },
    learning: { declaration: 'Declared hours to check' },
    selection: { review: 'Selection reviews', scoring: 'Selection scoring' },
    notice: { acknowledgement: 'Notices to acknowledge' },
    disk: { acknowledgement: 'Issued resources to acknowledge' },
    research: { unfinished: 'Research activities to finish' },
    topic: {
      review: 'Research topic reviews',
      scoring: 'Research topic panels',
      memberConfirm: 'Research topic invitations',
      stageDue: 'Research topic stages due',
    },
    assessment: { grading: 'Short answers to grade', assignmentGrading: 'Assignments to grade', peerReview: 'Peer reviews to write' },
  },
  items: {
    development: { review: "{{applicant}}'s development application awaits your {{step}}" },
    backbone: { review: "{{applicant}}'s backbone teacher application awaits your {{step}}" },
    learning: { declaration: 'Hours declared by {{applicant}} await your {{step}}' },
    selection: {
      review: "{{applicant}}'s selection application awaits your {{step}}",
      scoring: "Score {{applicant}}'s application to “{{project}}”",
    },
    notice: { acknowledgement: 'Acknowledge the notice “{{title}}” ({{publisher}})' },
    disk: {
      acknowledgement: 'Acknowledge the issued resource “{{title}}” ({{sender}})',
      acknowledgement_one: 'Acknowledge the issued resource “{{title}}” ({{sender}})',
      acknowledgement_other: 'Acknowledge the issued resources “{{title}}” and more ({{count}} items) ({{sender}})',
      acknowledgement_folder_one: 'Acknowledge the issued folder “{{title}}” ({{count}} file, {{sender}})',
      acknowledgement_folder_other: 'Acknowledge the issued folder “{{title}}” ({{count}} files, {{sender}})',
    },
    research: { unfinished: 'Finish what is left of the research activity “{{title}}”' },
    topic: {
      review: "{{applicant}}'s research topic “{{title}}” awaits your {{step}}",
      scoring: 'Review the research topic “{{title}}”',
      memberConfirm: '{{host}} invites you to join the research topic “{{title}}”: please confirm',
      stageDue: 'A stage of the research topic “{{title}}” is due soon or overdue: please file it',
    },
    assessment: {
      grading: '{{teacher}}’s short answer in “{{exam}}” waits for a grade',
      assignmentGrading: '{{teacher}}’s work for “{{assignment}}” waits for a decision',
      peerReview: 'Your peer review for “{{assignment}}” waits to be written',
    },
  },
  steps: { school: 'school review', district: 'district review', expert: 'expert panel review', other: 'review' },
  preview: {
    title: 'My to-do',
    count_one: '{{count}} thing to do',
    count_other: '{{count}} things to do',
    more: 'See the whole list',
    none: 'Nothing is waiting for you',
  },
};
