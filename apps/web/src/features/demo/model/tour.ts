/** One stop of the tour: its key in the catalogue (`demo.areas.<key>` / `demo.staff.<key>`) and where it leads. */
export type TourStop = { key: string; path: string };

/** The areas a teacher uses, in the order a new teacher meets them. */
export const TEACHER_STOPS: readonly TourStop[] = [
  { key: 'home', path: '/home' },
  { key: 'todo', path: '/my/todoList' },
  { key: 'training', path: '/training/common' },
  { key: 'hours', path: '/studyTime' },
  { key: 'certificates', path: '/my/certificate' },
  { key: 'selection', path: '/selection' },
  { key: 'stage', path: '/personal/stage' },
  { key: 'profile', path: '/personal/baseInfo' },
  { key: 'portrait', path: '/teacherPortrait' },
  { key: 'notices', path: '/noticeList' },
  { key: 'notifications', path: '/my/notification' },
  { key: 'help', path: '/helpList' },
];

/** A teacher's year on the platform, step by step (the detail page). */
export const YEAR_STEPS: readonly TourStop[] = [
  { key: 'confirm', path: '/home' },
  { key: 'enrol', path: '/training/common' },
  { key: 'learn', path: '/personal/training' },
  { key: 'declare', path: '/studyTime' },
  { key: 'apply', path: '/personal/stage' },
  { key: 'review', path: '/my/notification' },
  { key: 'look', path: '/teacherPortrait' },
];

/** What school and district staff run. */
export const STAFF_STOPS: readonly TourStop[] = [
  { key: 'todo', path: '/my/todoList' },
  { key: 'training', path: '/manage/training' },
  { key: 'hours', path: '/manage/learningHours' },
  { key: 'declarations', path: '/manage/declarations' },
  { key: 'development', path: '/manage/development' },
  { key: 'selection', path: '/manage/selection' },
  { key: 'records', path: '/manage/profileRecords' },
  { key: 'certificates', path: '/manage/certificates' },
  { key: 'notices', path: '/manage/notices' },
  { key: 'portrait', path: '/manage/portrait' },
];
