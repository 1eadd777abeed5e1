// What other modules may use of profile: everything else in this folder is private. Development conditions count
// verified records; selections and topics pick them as evidence.
export {
  countVerifiedRecords,
  listVerifiedRecords,
  verifiedSinceDay,
  type VerifiedRecord,
  type VerifiedRecordCount,
} from './records/verified-records';
// The portraits count a teacher's records per kind and a scope's median of verified records.
export { recordCountsOf, verifiedRecordsMedian, type RecordKindCount } from './profile.queries';
// A recognised backbone teacher stands on the ladder's backbone rung (development listens; profile never imports it).
export { backboneRecognised, type BackboneRecognition } from './backbone/backbone-events';
// A concluded research topic becomes a research-topic record of its host and members (topic calls it; profile never imports topic).
export { recordConcludedTopic, type ConcludedTopic } from './records/topic-records';
// What it holds about one person, for their personal-data export (modules/privacy/exports).
export { personalDataOfProfile } from './profile-personal-data';
