import type { ShareMessages } from './share.zh-CN';

/** The English catalogue: zh-CN's keys, and for each plural (`x_other`) its singular (`x_one`) as well. */
type English<T> = { [K in keyof T]: T[K] extends string ? string : English<T[K]> } & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_one` : never]: string;
};

/** English texts of a topic's public share page and the host's share settings. */
export const shareEnUS: English<ShareMessages> = {
  page: {
    badge: 'Shared research topic',
    loading: 'Loading the topic',
    notFoundTitle: 'No such shared topic',
    notFoundText: 'The link may be wrong, or the host has stopped sharing this topic.',
    failedTitle: 'The topic could not be loaded',
    failedText: 'The network may be unstable; please try again.',
    retry: 'Retry',
    topicNo: 'Topic number',
    level: 'Level',
    call: 'Call',
    host: 'Host',
    hostLine: '{{name}} ({{org}})',
    period: 'Research period',
    periodRange: '{{start}} to {{end}}',
    phase: 'Status',
    appraisal: 'Appraisal',
    sharedAt: 'Shared on',
    abstract: 'Abstract',
    results: 'Results',
    resultsPending: 'The results appear here once the topic is concluded.',
    files: 'Public files',
    filesCount_one: '{{count}} file',
    filesCount_other: '{{count}} files',
    noFiles: 'The host has not made any files public yet.',
    download: 'Download {{name}}',
  },
  settings: {
    open: 'Share publicly',
    edit: 'Share settings',
    shared: 'Shared publicly',
    notShared: 'Not shared',
    dialogTitle: 'Share the topic publicly',
    explain: 'Anyone with the link sees the title, the host, the abstract, the results and the files you tick, without signing in.',
    abstract: 'Abstract for the page',
    abstractRequired: 'Write the abstract for the page',
    files: 'Public files',
    stageFile: '{{stage}}: {{name}}',
    noFiles: 'The topic has no files yet.',
    save: 'Save and share',
    saved: 'The topic is shared',
    stop: 'Stop sharing',
    stopConfirm: 'Once stopped, the link shows "No such shared topic". Stop sharing?',
    stopped: 'Sharing stopped',
    link: 'Link',
    cancel: 'Cancel',
  },
};
