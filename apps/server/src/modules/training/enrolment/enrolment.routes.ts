import { AppIdQuery, paged } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ErrorEnvelope } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  AttendanceBody,
  CancelEnrolmentBody,
  DecideEnrolmentsBody,
  DecideEnrolmentsResult,
  EnrolBody,
  EnrolmentRow,
  EnrolmentsQuery,
  MyEnrolment,
} from '@yanxiu/contract/training';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { sendWorkbook } from '@server/platform/export/download';
import { trainingRoles } from '@server/modules/training/training.access';
import { EXPORT_MAX_ROWS } from './enrolment-export';
import { markAttendance } from './enrolment-attendance';
import { cancelMyEnrolment, decideEnrolments, enrolInProgramme, enrolmentsWorkbook, listEnrolmentsForStaff } from './enrolment.service';

const tags = ['training'];

/** Joining and withdrawing (teachers), and enrolment lists, decisions, export and attendance (staff). */
export const enrolmentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    ApiPaths.trainingEnrol,
    {
      config: { roles: trainingRoles.learner },
      schema: {
        tags,
        summary: 'Enrol in a programme',
        description:
          'Open enrolment takes a seat at once (409 PROGRAMME_FULL when none is left); approval enrolment waits for the school (no seat yet); purchase programmes answer 409 PURCHASE_REQUIRED (place an order).',
        querystring: AppIdQuery,
        body: EnrolBody,
        response: responses(MyEnrolment),
      },
    },
    async (request) => ok(await enrolInProgramme(contextOf(request), request.body.programmeId)),
  );

  app.post(
    ApiPaths.trainingCancelEnrolment,
    {
      config: { roles: trainingRoles.learner },
      schema: {
        tags,
        summary: 'Withdraw from a programme before it starts',
        description:
          'Pending or enrolled; frees the seat. Enrolments bought with an order are cancelled by a refund from staff (409 PAID_ENROLMENT).',
        querystring: AppIdQuery,
        body: CancelEnrolmentBody,
        response: responses(MyEnrolment),
      },
    },
    async (request) => ok(await cancelMyEnrolment(contextOf(request), request.body.enrolmentId)),
  );

  app.get(
    ApiPaths.trainingManageEnrolments,
    {
      config: { roles: trainingRoles.staff },
      schema: {
        tags,
        summary: 'Enrolments staff may see',
        description:
          "School admins: their school's teachers and every enrolment of programmes they organise; district admins: the tenant. With programmeId, that programme only.",
        querystring: EnrolmentsQuery,
        response: responses(paged(EnrolmentRow)),
      },
    },
    async (request) => ok(await listEnrolmentsForStaff(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.trainingManageDecideEnrolments,
    {
      config: { roles: trainingRoles.staff },
      schema: {
        tags,
        summary: 'Approve or reject pending enrolments',
        description:
          'Each is decided on its own, only while pending and only for teachers the caller is staff over; approving takes a seat (skipped as `full` when none is left).',
        querystring: AppIdQuery,
        body: DecideEnrolmentsBody,
        response: responses(DecideEnrolmentsResult),
      },
    },
    async (request) => ok(await decideEnrolments(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.trainingManageExportEnrolments,
    {
      config: { roles: trainingRoles.staff },
      schema: {
        tags,
        summary: 'Export enrolments to Excel',
        description: `The enrolment list under the same filters as an .xlsx (headers in the caller's language), at most ${EXPORT_MAX_ROWS} rows.`,
        querystring: EnrolmentsQuery.omit({ current: true, size: true }),
        response: { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (request, reply) => {
      return sendWorkbook(reply, await enrolmentsWorkbook(contextOf(request), request.query));
    },
  );

  app.post(
    ApiPaths.trainingManageAttendance,
    {
      config: { roles: trainingRoles.staff },
      schema: {
        tags,
        summary: 'Mark attendance of an offline session',
        description:
          'For staff who manage the programme; every teacher named must be enrolled. Marking completes the unit for them, unmarking removes that completion.',
        querystring: AppIdQuery,
        body: AttendanceBody,
        response: responses(z.object({ changed: z.number().int() })),
      },
    },
    async (request) => ok(await markAttendance(contextOf(request), request.body)),
  );
};
