import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  ApplicantInfoAnswer,
  ApplicationItems,
  ApplyOrProjectQuery,
  ApplyVersionBody,
  MyApplications,
  ProjectIdQuery,
  ProjectsForTeacher,
  SaveApplicantBody,
  SaveItemsBody,
  SaveItemsResult,
  SelectionApplyState,
  TeacherProjectDetail,
  TeacherProjectsQuery,
} from '@yanxiu/contract/selection';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { selectionRoles } from '@server/modules/selection/selection.access';
import {
  selectionProjectsForMe,
  selectionProjectForTeacher,
  selectionApplicantInfo,
  saveSelectionApplicant,
  selectionApplicationItems,
  saveSelectionApplicationItems,
  submitSelectionApplication,
  withdrawSelectionApplication,
  mySelectionApplications,
} from './apply.service';

const tags = ['selection'];
const teachers = { roles: selectionRoles.teacher };
const own = 'The caller’s own application only (403 for another’s, 404 for an unknown id).';
const versioned = '`version` is the one read: 409 STALE_VERSION when the application changed since (another tab saved first).';

/** Applying to selection projects (spec 7 `/projectApply`): teachers only. */
export const applyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.selectionProjects,
    {
      config: teachers,
      schema: {
        tags,
        summary:
          'A page of the published selection projects run by my school or district: whether I may apply and why not, and my application',
        description:
          'Filtered by keyword (title), category, kind, level and show (all; eligible: open now and I qualify; applied: I have an application). Reasons (notOpen, section, subject, role, phase, learningHours with the hours required and had, noGroup) are computed on the server for the page’s rows from my record, my verified learning hours of the year and the project’s rule.',
        querystring: TeacherProjectsQuery,
        response: responses(ProjectsForTeacher),
      },
    },
    async (request) => ok(await selectionProjectsForMe(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.selectionProjectDetail,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'A published selection project with its groups and items, my standing and the groups I fit',
        description: 'Drafts and unknown ids are 404; a project of another school 403.',
        querystring: ProjectIdQuery,
        response: responses(TeacherProjectDetail),
      },
    },
    async (request) => ok(await selectionProjectForTeacher(contextOf(request), Number(request.query.prjId))),
  );

  app.post(
    ApiPaths.savaApplyUserInfo,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Create my draft application (applicant information and group), or update them while a draft or returned',
        description: `Creating needs the project open (409 SELECTION_NOT_OPEN), me eligible (422 SELECTION_NOT_ELIGIBLE, the reasons as issues) and, for a classified project, one of my fitting groups (422); a second application to the same project is 409 SELECTION_ALREADY_APPLIED. Updating: ${own} ${versioned} 409 STATE_NOT_ALLOWED once submitted.`,
        querystring: AppIdQuery,
        body: SaveApplicantBody,
        response: responses(SelectionApplyState),
      },
    },
    async (request) => ok(await saveSelectionApplicant(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.getUserInfoByApplyId,
    {
      config: teachers,
      schema: {
        tags,
        summary:
          'My applicant information: of my application (applyId), or for a project (prjId), prefilled from my record before I applied',
        description: `${own} While returned, the reviewer's comment is in returnComment.`,
        querystring: ApplyOrProjectQuery,
        response: responses(ApplicantInfoAnswer),
      },
    },
    async (request) => ok(await selectionApplicantInfo(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.getProjectItemByPrjIdOrApplyId,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'The item tree of a project; with my application, its saved values (files and records resolved) and self scores',
        description: own,
        querystring: ApplyOrProjectQuery,
        response: responses(ApplicationItems),
      },
    },
    async (request) => ok(await selectionApplicationItems(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.saveApplyItem,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Save draft values and self scores of some indicators (others keep theirs; a null value clears one)',
        description: `While a draft or returned (409 STATE_NOT_ALLOWED otherwise). A value of the wrong kind, an unknown option, a file not my own evidence upload, a record not my own verified profile record, a self score where the project takes none or above the maximum: 422, nothing saved. ${own} ${versioned}`,
        querystring: AppIdQuery,
        body: SaveItemsBody,
        response: responses(SaveItemsResult),
      },
    },
    async (request) => ok(await saveSelectionApplicationItems(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.submitApply,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Submit my draft for review (the school first), or resubmit it after a return (a new round); audited',
        description: `A first submission needs the project open (409 SELECTION_NOT_OPEN) and me still eligible (422 SELECTION_NOT_ELIGIBLE). Every required indicator needs a value and every value must still hold (422 naming them). ${own} ${versioned}`,
        querystring: AppIdQuery,
        body: ApplyVersionBody,
        response: responses(SelectionApplyState),
      },
    },
    async (request) => ok(await submitSelectionApplication(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.selectionWithdraw,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'Withdraw my application (a draft, under review or returned); audited',
        description: `409 STATE_NOT_ALLOWED once decided or withdrawn. ${own} ${versioned}`,
        querystring: AppIdQuery,
        body: ApplyVersionBody,
        response: responses(SelectionApplyState),
      },
    },
    async (request) => ok(await withdrawSelectionApplication(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.selectionMine,
    {
      config: teachers,
      schema: {
        tags,
        summary: 'My selection applications with their status, result and what to do next; latest change first',
        querystring: AppIdQuery,
        response: responses(MyApplications),
      },
    },
    async (request) => ok(await mySelectionApplications(contextOf(request))),
  );
};
