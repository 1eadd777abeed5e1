import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  FinaliseResultsBody,
  MyResult,
  PublicNotice,
  PublishResultsBody,
  RankingPage,
  RankingQuery,
  ResultApplyQuery,
  ResultCertificatesBody,
  ResultCertificatesResult,
  ResultProjectQuery,
  ResultsState,
} from '@yanxiu/contract/selection-scoring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { sendDownload, sendWorkbook } from '@server/platform/export/download';
import { scoringRoles } from '@server/modules/selection/selection.access';
import {
  exportSelectionApplications,
  exportSelectionRanking,
  exportSelectionScores,
  selectionApplicationPdf,
} from './results-export.service';
import { mySelectionResult, selectionPublicNotice, selectionRanking } from './results-read.service';
import { finaliseSelectionResults, issueSelectionCertificates, publishSelectionResults } from './results.service';

const tags = ['selection: results'];
const manager = 'Staff of the org unit running the project (403 for others, 404 for an unknown project).';
const fileResponse = { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/** Ranking, the public notice (公示), finalising, certificates and exports of a project's results. */
export const resultsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.selectionRanking,
    {
      config: { roles: scoringRoles.manager },
      schema: {
        tags,
        summary:
          "A project's applications that passed review, ranked per group (best first, equal scores share a rank: 1, 1, 3), paged, with where the results stand",
        description: `While scoring the ranks come from the live scores (by the project's aggregation: the mean, or without the highest and lowest total from five experts on); once published, the ranks and outcomes stored then. ${manager}`,
        querystring: RankingQuery,
        response: responses(RankingPage),
      },
    },
    async (request) => ok(await selectionRanking(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.selectionPublishResults,
    {
      config: { roles: scoringRoles.manager },
      schema: {
        tags,
        summary: 'Publishes the provisional list for public notice (公示) until noticeEndsOn; audited',
        description: `At the results' \`version\` read (0 before the first publication; 409 CONFLICT otherwise). Only once every panel expert has scored every application they may (409 SCORING_INCOMPLETE, 4754); \`selected\` must be scored applications of the project (422); \`noticeEndsOn\` today or later (422). Publishing again during the notice replaces the list and restarts it; after finalising, 409 STATE_NOT_ALLOWED. ${manager}`,
        querystring: AppIdQuery,
        body: PublishResultsBody,
        response: responses(ResultsState),
      },
    },
    async (request) => ok(await publishSelectionResults(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.selectionFinaliseResults,
    {
      config: { roles: scoringRoles.manager },
      schema: {
        tags,
        summary: 'Makes the published list final once the notice has ended; teachers see their final result; audited',
        description: `At the results' \`version\` (409 CONFLICT). Before the notice's last day has passed: 409 NOTICE_NOT_OVER (4755), unless \`endNoticeEarlyReason\` says why it ends early (kept in the audit log). 409 STATE_NOT_ALLOWED unless on public notice. ${manager}`,
        querystring: AppIdQuery,
        body: FinaliseResultsBody,
        response: responses(ResultsState),
      },
    },
    async (request) => ok(await finaliseSelectionResults(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.selectionResultCertificates,
    {
      config: { roles: scoringRoles.manager },
      schema: {
        tags,
        summary: 'Issues certificates to the winners of a final list who have none from it yet (through the certificates module); audited',
        description: `Each winner gets one certificate, issued by the unit running the project, which they find among their certificates and anyone verifies by its code; calling again issues only the missing ones. 409 STATE_NOT_ALLOWED unless final. ${manager}`,
        querystring: AppIdQuery,
        body: ResultCertificatesBody,
        response: responses(ResultCertificatesResult),
      },
    },
    async (request) => ok(await issueSelectionCertificates(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.selectionNotice,
    {
      config: { roles: scoringRoles.teacher },
      schema: {
        tags,
        summary: "A project's published list (公示): its winners, during the notice and after",
        description: 'For teachers under the unit running the project; 404 for anyone else, for an unknown project and before publication.',
        querystring: ResultProjectQuery,
        response: responses(PublicNotice),
      },
    },
    async (request) => ok(await selectionPublicNotice(contextOf(request), Number(request.query.prjId))),
  );

  app.get(
    ApiPaths.selectionMyResult,
    {
      config: { roles: scoringRoles.teacher },
      schema: {
        tags,
        summary: "My application's result once published: provisional during the notice, then final; null before",
        description:
          "The applicant's only (403 for another's; 404 for an unknown application). The certificate, once issued, is downloaded from the caller's certificates.",
        querystring: ResultApplyQuery,
        response: responses(MyResult),
      },
    },
    async (request) => ok(await mySelectionResult(contextOf(request), Number(request.query.applyId))),
  );

  for (const [path, summary, make] of [
    [
      ApiPaths.selectionExportApplications,
      "The project's applications as an Excel workbook: applicant, school, group, status, score, rank and result",
      exportSelectionApplications,
    ],
    [
      ApiPaths.selectionExportScores,
      'The score matrix as an Excel workbook: applications by experts’ totals with the score, and a sheet of every indicator score with its comment',
      exportSelectionScores,
    ],
    [ApiPaths.selectionExportRanking, 'The ranking as an Excel workbook, per group, ties marked', exportSelectionRanking],
  ] as const) {
    app.get(
      path,
      {
        config: { roles: scoringRoles.manager },
        schema: {
          tags,
          summary,
          description: `Headers and labels in the caller's language. ${manager}`,
          querystring: ResultProjectQuery,
          response: fileResponse,
        },
      },
      async (request, reply) => sendWorkbook(reply, await make(contextOf(request), Number(request.query.prjId))),
    );
  }

  app.get(
    ApiPaths.selectionExportApplicationPdf,
    {
      config: { roles: scoringRoles.manager },
      schema: {
        tags,
        summary: 'One application as a PDF: the applicant, every indicator with the answer, and its evidence list',
        description: `${manager} 404 for an unknown application.`,
        querystring: ResultApplyQuery,
        response: fileResponse,
      },
    },
    async (request, reply) =>
      sendDownload(reply, 'application/pdf', await selectionApplicationPdf(contextOf(request), Number(request.query.applyId))),
  );
};
