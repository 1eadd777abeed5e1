// ResearchPaths in a module of its own, without zod: the web client imports every path (`paths.ts`), and the
// schemas beside them in `research.ts` would come along (issue 19: zod weighed on every signed-in page).

/** The research calls (ours; the spec shows the pages only). Spread into ApiPaths. */
export const ResearchPaths = {
  researchSquare: '/research/activities',
  researchActivity: '/research/activities/:id',
  researchSaveActivity: '/research/activities/save',
  researchPublishActivity: '/research/activities/publish',
  researchWithdrawActivity: '/research/activities/withdraw',
  researchSignUp: '/research/activities/signUp',
  researchCancelSignUp: '/research/activities/cancelSignUp',
  researchMy: '/research/my',
  researchOrganisers: '/research/organisers',
  researchProgrammeActivities: '/research/programmes/:id/activities',
  researchMyGroups: '/research/groups/mine',
  researchOpenGroups: '/research/groups/open',
  researchGroup: '/research/groups/:id',
  researchJoinGroup: '/research/groups/join',
  researchDecideJoin: '/research/groups/requests/decide',
  researchMemberCandidates: '/research/groups/members/candidates',
  researchAddMembers: '/research/groups/members/add',
  researchRemoveMember: '/research/groups/members/remove',
  researchImportMembers: '/research/groups/members/import',
  researchSaveAnnouncement: '/research/groups/announcements/save',
  researchAddGroupFile: '/research/groups/files/add',
  researchRemoveGroupFile: '/research/groups/files/remove',
  /** Staff: the groups they manage, and creating or editing one. */
  researchManageGroups: '/research/manage/groups',
  researchSaveGroup: '/research/manage/groups/save',
} as const;
