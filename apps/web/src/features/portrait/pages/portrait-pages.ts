// The portrait pages share one chunk (the chart library loads lazily inside them). Nothing here is imported by the
// app shell.
export { default as TeacherPortraitPage } from './TeacherPortraitPage';
export { default as StaffPortraitPage } from './StaffPortraitPage';
