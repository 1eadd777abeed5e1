import type { HelpMessages } from './help.zh-CN';

/** English texts of the help page, key for key the same as help.zh-CN.ts (typed against it). */
export const helpEnUS: HelpMessages = {
  search: 'Search help',
  searchButton: 'Search',
  allCategories: 'All',
  allKinds: 'All kinds',
  empty: 'No help here yet',
  total: '{{total}} in all',
  kind: { article: 'Article', faq: 'FAQ' },
  category: { account: 'Account and sign-in', training: 'Training', learning: 'Learning hours', development: 'Development', selection: 'Selection', other: 'Other' },
  helpful: 'Helpful',
  helpfulCount_one: '{{count}} person found this helpful',
  helpfulCount_other: '{{count}} people found this helpful',
  thanks: 'Thanks for the feedback',
  create: 'New help entry',
  edit: 'Edit',
  remove: 'Delete',
  removeConfirm: 'Delete this help entry?',
  saved: 'Saved',
  form: { createTitle: 'New help entry', editTitle: 'Edit help entry', kind: 'Kind', category: 'Category', title: 'Title', body: 'Text', submit: 'Save', cancel: 'Cancel', required: 'Enter the {{field}}' },
};
