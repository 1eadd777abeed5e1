import type { SearchKind } from '@yanxiu/contract/search';
import type { RequestContext } from '@server/platform/context/request-context';
import type { SearchCandidates, SearchWindow } from '@server/platform/search/search-candidates';
import { searchMyDiskResources, searchReceivedDiskResources } from '@server/modules/disk/disk.public';
import { searchHelp } from '@server/modules/help/help.public';
import { searchNotices } from '@server/modules/notices/notices.public';
import { searchResearchActivities } from '@server/modules/research/research.public';
import { searchSelectionProjects } from '@server/modules/selection/selection.public';
import { searchTeachers } from '@server/modules/teacher/teacher.public';
import { searchTopicCalls } from '@server/modules/topic/topic.public';
import { searchOpenClasses, searchTrainingProgrammes } from '@server/modules/training/training.public';

/** A domain's answer for one kind: the caller's matches under the rules of the list the results link to. */
export type SearchSource = (ctx: RequestContext, keyword: string, window: SearchWindow) => Promise<SearchCandidates>;

/** Which domain answers each kind (federated: each applies its own access rules and reads its own grams index). */
export const SEARCH_SOURCES: Record<SearchKind, SearchSource> = {
  programme: searchTrainingProgrammes,
  openClass: searchOpenClasses,
  activity: searchResearchActivities,
  topicCall: searchTopicCalls,
  selection: searchSelectionProjects,
  notice: searchNotices,
  help: searchHelp,
  disk: searchMyDiskResources,
  received: searchReceivedDiskResources,
  teacher: searchTeachers,
};
