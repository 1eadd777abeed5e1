import type { BackboneMessages } from './backbone.zh-CN';

/** The English catalogue: zh-CN's keys, and for each plural (`x_other`) its singular (`x_one`) as well. */
type English<T> = { [K in keyof T]: T[K] extends string ? string : English<T[K]> } & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_one` : never]: string;
};

/** English texts of the backbone recognition, key for key the same as backbone.zh-CN.ts plus English singulars. */
export const backboneEnUS: English<BackboneMessages> = {
  status: {
    '2': 'Not submitted',
    '4': 'Under review',
    '5': 'Returned',
    '6': 'Recognised',
    '7': 'Not approved',
    '8': 'Withdrawn',
  },
  steps: {
    school: 'School review',
    district: 'District review',
    expert: 'Expert panel',
    applicant: 'Applicant',
  },
  apply: {
    intro:
      'Backbone teacher recognition rests on the verified records of your growth file. Choose the records that show your professional standing and say why you apply; your school reviews the application, then the district, and an expert panel where the district asks for one.',
    already: 'You are a backbone teacher',
    alreadyText: 'Your backbone teacher file is open to you: keep its records up to date.',
    openBackbone: 'Go to the backbone teacher file',
    statement: 'Statement',
    statementPlaceholder: 'Your teaching record, how you lead others by example and what you plan to do next',
    statementRequired: 'Please write your statement',
    records: 'Supporting records',
    recordsHint: 'Only verified records can be chosen; at most {{max}}.',
    recordsRequired: 'Please choose at least one verified record',
    noCandidates: 'You have no verified records yet',
    noCandidatesText:
      'Add honours, papers, open classes and other records in your personal space, and apply once your school has verified them.',
    addRecords: 'Add records',
    chosen_one: '{{count}} chosen',
    chosen_other: '{{count}} chosen',
    submit: 'Submit application',
    resubmit: 'Resubmit',
    submitted: 'Application submitted; your school will review it',
    resubmitted: 'Application resubmitted',
    withdraw: 'Withdraw',
    withdrawConfirm: 'Withdraw this application? You can apply again afterwards.',
    withdrawn: 'Application withdrawn',
    applyAgain: 'Apply again',
    returnedHint: 'Your application was returned: change it as the reviewer asks and resubmit it.',
    rejectedHint: 'Your application was not approved; you may add records and apply again.',
    current: 'My application',
    loadFailed: 'The application could not be loaded',
    staffOnly: 'Teachers apply for backbone recognition themselves; reviews are in the to-do list.',
    toTodo: 'Go to the to-do list',
  },
  application: {
    applicant: 'Applicant',
    school: 'School',
    status: 'Status',
    step: 'Current step',
    round: 'Round',
    submittedAt: 'Submitted',
    statement: 'Statement',
    records: 'Supporting records',
    steps: 'Review steps',
    history: 'Review history',
    roundOf: 'Round {{round}}',
    stateNow: 'Now',
    deleted: 'Deleted',
    changedSince: 'Its verification has changed since it was submitted',
  },
  review: {
    records_one: '{{count}} record',
    records_other: '{{count}} records',
    decided: 'Your decision has been recorded',
    forbidden: 'You may not view backbone applications',
    reviewersOnly: 'School admins, district admins and expert reviewers review backbone applications.',
    notFound: 'No such application',
    backToQueue: 'Back to the list',
    area: 'Backbone teacher file (read-only)',
    areaHint: "All of the applicant's records, to compare while you review.",
    expertStep: 'Expert panel step',
    expertStepHint:
      'When on, applications submitted from now on also go to the expert panel after the district; applications already submitted keep their steps.',
    expertOn: 'The expert panel step is on',
    expertOff: 'The expert panel step is off',
  },
};
