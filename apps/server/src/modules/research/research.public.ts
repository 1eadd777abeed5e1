// What other modules may use of research: everything else in this folder is private.

// Who may do what in research (the interaction parts check the organiser and the audience with these).
export {
  isInActivityAudience,
  researchAccess,
  researchRoles,
  type ActivityRef,
  type AudienceFacts,
  type GroupRef,
} from './research.access';

// Completion: the interaction parts record facts towards an activity's rule; learning credits the hours on the event.
export { recordActivityFact, type ActivityFact, type FactOutcome } from './completion/activity-completion';
export { activityCompleted, type ResearchActivityRecord } from './completion/completion-events';

// Groups within an actor's reach and their members (the disk issues resources to groups).
export { groupsWithinReach, memberUserIdsOf, type GroupWithinReach } from './research.queries';
// What it holds about one person, for their personal-data export (modules/privacy/exports).
export { personalDataOfResearch } from './research-personal-data';
// The site-wide search's activities, under the square's rules.
export { searchResearchActivities } from './activities/activity-search.service';
