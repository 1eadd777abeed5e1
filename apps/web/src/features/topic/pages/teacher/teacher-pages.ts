// The teacher's topic pages load as one chunk (as the selection and research pages do), with their texts.
import '../../i18n/teacher.register';

export { default as CallsPage } from './CallsPage';
export { default as ApplyFormPage } from './ApplyFormPage';
export { default as MyTopicsPage } from './MyTopicsPage';
export { default as HostPage } from './HostPage';
export { default as ApplyRecordPage } from './ApplyRecordPage';
export { default as TopicRecordsPage } from './TopicRecordsPage';
