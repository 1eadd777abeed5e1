import type { privacyExportsZhCN } from './exports.zh-CN';

// Personal-data copies' texts in English, with exactly the Chinese catalogue's keys.
export const privacyExportsEnUS: typeof privacyExportsZhCN = {
  status: {
    queued: 'Queued',
    preparing: 'Preparing',
    ready: 'Ready',
    expired: 'Expired',
    failed: 'Failed',
  },
  mine: {
    intro:
      'You can ask for a copy of everything the platform holds about you: your account and profile, hours and learning records, enrolments, certificates (with their PDFs), exams and assignments, applications, research activities, disk files, notifications and sign-in history. The copy is a ZIP file; you are notified when it is ready, and only you can download it until it expires.',
    request: 'Ask for a copy of my data',
    requested: 'Asked: you will be notified when it is ready',
    onItsWay: 'Your copy is being prepared; download it here once it is ready.',
    historyTitle: 'My requests',
    empty: 'You have not asked for a copy yet',
    requestedAt: 'Asked',
    finishedAt: 'Finished',
    expiresAt: 'Downloadable until',
    size: 'Size',
    sizeMb: '{{size}} MB',
    download: 'Download',
    downloadFailed: 'The download failed; please try again later',
    forbiddenTitle: 'Only teachers ask for a copy of their data',
    forbiddenText: 'A copy of personal data is for the teacher it is about.',
  },
  manage: {
    intro: 'Who asked for a copy of their personal data, when, and where it stands; only the person who asked can download it.',
    allStatuses: 'All',
    applicant: 'Asked by',
    status: 'Status',
    unit: 'Unit',
    empty: 'No one has asked for a copy yet',
    total_one: '{{count}} request',
    total_other: '{{count}} requests',
    forbiddenTitle: 'For administrators only',
    forbiddenText: 'The record of data copy requests is open to school and district administrators.',
  },
};
