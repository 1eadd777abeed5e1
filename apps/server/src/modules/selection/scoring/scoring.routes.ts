import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  AssignExpertsBody,
  GroupPanel,
  ProjectPanels,
  ResultProjectQuery,
  ScoringDetail,
  ScoringDetailQuery,
  ScoringListPage,
  ScoringListQuery,
  SubmitScoresBody,
  SubmitScoresResult,
} from '@yanxiu/contract/selection-scoring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { scoringRoles } from '@server/modules/selection/selection.access';
import {
  selectionPanels,
  assignSelectionExperts,
  listApplicationsToScore,
  applicationToScore,
  submitSelectionScores,
} from './scoring.service';

const tags = ['selection: scoring'];
const ownSchool =
  'An expert never reaches an applicant of their own school (the school they sit at) nor their own application: such applications are not listed, and reading or scoring one is 403 SCORING_OWN_SCHOOL (4751).';
const manager = 'Staff of the org unit running the project (403 for others, 404 for an unknown project).';

/** Expert panels (staff) and the experts' scoring (spec 7 `selection-detail/submit` and `/detail`). */
export const scoringRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.selectionExperts,
    {
      config: { roles: scoringRoles.manager },
      schema: {
        tags,
        summary:
          "A project's panels (one per group, or one for a project without groups) with each expert's progress, and the tenant's experts",
        description: `\`assigned\` counts the applications of the group that passed review and the expert may score (own school left out); \`submitted\` those scored. ${manager}`,
        querystring: ResultProjectQuery,
        response: responses(ProjectPanels),
      },
    },
    async (request) => ok(await selectionPanels(contextOf(request), Number(request.query.prjId))),
  );

  app.post(
    ApiPaths.selectionAssignExperts,
    {
      config: { roles: scoringRoles.manager },
      schema: {
        tags,
        summary: "Sets a group's panel of experts (the whole list); audited",
        description: `The project must be published (409 STATE_NOT_ALLOWED for a draft) and still scoring (409 SCORING_CLOSED once published). Every id must be an active user with the expert role in the tenant (422). An expert who has submitted scores in the group cannot be taken off it (409 EXPERT_HAS_SCORED). \`groupId\` null for a project without groups (422 otherwise). ${manager}`,
        querystring: AppIdQuery,
        body: AssignExpertsBody,
        response: responses(GroupPanel),
      },
    },
    async (request) => ok(await assignSelectionExperts(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.selectionScoringList,
    {
      config: { roles: scoringRoles.expert },
      schema: {
        tags,
        summary: "The caller's applications to score (oldest application first) or scored (latest first), paged, with both counts",
        description: `Applications that passed review in the groups whose panel the caller is on. ${ownSchool}`,
        querystring: ScoringListQuery,
        response: responses(ScoringListPage),
      },
    },
    async (request) => ok(await listApplicationsToScore(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.selectionScoringDetail,
    {
      config: { roles: scoringRoles.expert },
      schema: {
        tags,
        summary:
          'One application as the caller scores it: the applicant, the items with values and evidence, the caller’s sheet once submitted',
        description: `Other experts' totals (\`otherTotals\`, without names) only once the caller has submitted; never their indicator scores or comments. 404 for an unknown application; 403 when the caller is not on its group's panel or it has not passed review. ${ownSchool}`,
        querystring: ScoringDetailQuery,
        response: responses(ScoringDetail),
      },
    },
    async (request) => ok(await applicationToScore(contextOf(request), Number(request.query.applyId))),
  );

  app.post(
    ApiPaths.selectionScoringSubmit,
    {
      config: { roles: scoringRoles.expert },
      schema: {
        tags,
        summary: "Submits the caller's scores of an application, once; the application's score is recomputed; audited",
        description: `Every scored indicator (maximum above 0) exactly once, from 0 to its maximum with at most one decimal, each with a comment if the expert has one (422 naming the indicators otherwise), and the sheet's overall comment. A submission is final: a second is 409 SCORES_SUBMITTED (4752), also when two arrive at once. Refused once the results are published (409 SCORING_CLOSED). Two experts submitting at once both land, and the score counts both. ${ownSchool}`,
        querystring: AppIdQuery,
        body: SubmitScoresBody,
        response: responses(SubmitScoresResult),
      },
    },
    async (request) => ok(await submitSelectionScores(contextOf(request), request.body)),
  );
};
