// What other modules may use of topic: everything else in this folder is private.
// What it holds about one person, for their personal-data export (modules/privacy/exports).
export { personalDataOfTopics } from './topic-personal-data';
// The site-wide search's topic calls, under the teacher's list's rules.
export { searchTopicCalls } from './calls/call-search.service';
