import type { DemoMessages } from './demo.zh-CN';

/** English texts of the guided tour, key for key the same as demo.zh-CN.ts (typed against it). */
export const demoEnUS: DemoMessages = {
  tabs: { teacher: 'For teachers', staff: 'For staff' },
  intro: 'New to the platform? Here is what each area is for; follow a link to go there.',
  open: 'Go',
  yearLink: "Follow a teacher's year",
  backToTour: 'Back to the tour',
  staffIntro: "School and district staff organise training, review applications, publish notices and follow their teachers' growth here.",
  staffOnly: 'The pages below are open to school and district staff only.',
  yearIntro: "From confirming your details to reading your portrait, this is roughly a teacher's year on the platform:",
  areas: {
    home: { title: 'Home', text: 'Your to-do, this year’s hours, your career phase and the training you are taking, at a glance.' },
    todo: {
      title: 'To-do',
      text: 'Everything waiting for you: applications to review, notices to acknowledge. Each item opens the page where it is done.',
    },
    training: { title: 'Training', text: 'Browse general, special, research-training and studio courses; enrol and start learning.' },
    hours: { title: 'Learning hours', text: 'See how far you are from this year’s requirement, and declare hours earned elsewhere.' },
    certificates: {
      title: 'My certificates',
      text: 'Certificates earned by completing training: download them, or let anyone verify them by QR code.',
    },
    selection: { title: 'Selection', text: 'Apply to selections run by your district or school and follow the review.' },
    stage: { title: 'Career phase', text: 'See the phase you are in and apply for the next once you meet its conditions.' },
    profile: { title: 'Personal profile', text: 'Keep your details, honours and achievements; your school verifies them.' },
    portrait: { title: 'Teacher portrait', text: 'Your hours, training, phase and outcomes in one picture, ready to export.' },
    notices: { title: 'Notices', text: 'Notices from your school and district, unread first; acknowledge them when asked.' },
    notifications: { title: 'Notifications', text: 'Review results, orders and certificates are announced as they happen.' },
    help: { title: 'Help', text: 'Searchable answers and how-to articles.' },
  },
  year: {
    confirm: { title: 'Confirm your details', text: 'On first sign-in, check your school, section and subject.' },
    enrol: { title: 'Choose training', text: 'Pick the courses that suit you and enrol.' },
    learn: { title: 'Learn online', text: 'Watch and read; the platform records your hours as you go.' },
    declare: { title: 'Declare other hours', text: 'Upload proof of training taken elsewhere; your school checks it.' },
    apply: { title: 'Apply for the next phase', text: 'Once you meet the conditions, apply; your school and district review in turn.' },
    review: { title: 'Follow the decision', text: 'Approved, returned or rejected: a notification tells you.' },
    look: { title: 'Look back', text: 'Your portrait shows the year’s hours, training and outcomes.' },
  },
  staff: {
    todo: { title: 'To-do', text: 'Reviews waiting for you, counted by kind, one by one.' },
    training: { title: 'Training management', text: 'Create programmes, arrange lessons and manage enrolments.' },
    hours: { title: 'Hours report', text: 'Your teachers’ hours against the requirement, exportable.' },
    declarations: { title: 'Declared hours', text: 'Check the hours teachers declare.' },
    development: { title: 'Development model', text: 'Phases, post types, conditions and review steps (district).' },
    selection: {
      title: 'Selection projects',
      text: 'Publish selections, review applications, organise expert scoring and publish results.',
    },
    records: { title: 'Growth file verification', text: 'Verify the honours and achievements teachers record.' },
    certificates: { title: 'Certificates', text: 'Issue certificates for completed training; revoke when needed.' },
    notices: {
      title: 'Notice management',
      text: 'Publish to the district, chosen schools, sections or roles and see who has read or acknowledged.',
    },
    portrait: { title: 'Staff portrait', text: 'Who is behind on hours, the phase distribution and participation in your unit.' },
  },
};
