import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import {
  ActivityQuery,
  AttendancePage,
  AttendanceQuery,
  CheckedIn,
  CheckInBody,
  CheckInCode,
  MarkAttendanceBody,
  MarkedAttendance,
} from '@yanxiu/contract/research-interaction';
import { CHECK_IN_OPENS_MINUTES, TYPED_CHECK_IN_DIGITS } from '@yanxiu/contract/research-interaction-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { researchRoles } from '@server/modules/research/research.access';
import { checkInToActivity, currentCheckInCode, listActivityAttendance, markActivityAttendance } from './attendance.service';

const tags = ['research: attendance'];
const member = { roles: researchRoles.member };
const period = `published activities of every mode, from ${CHECK_IN_OPENS_MINUTES} minutes before the start to the end (409 CHECK_IN_NOT_OPEN otherwise; 409 ACTIVITY_CLOSED once closed)`;

/** Attendance: the rotating check-in code (scanned or typed), checking in with it, the organiser's list and manual marks. */
export const attendanceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.researchCheckInCode,
    {
      config: member,
      schema: {
        tags,
        summary: 'The check-in codes the organiser shows now, in the room or in an online meeting; they change every 30 seconds',
        description: `Organisers only (403 for participants, 404 for others). For ${period}. Show \`code\` as a QR code of the check-in page's address and \`typedCode\` (${TYPED_CHECK_IN_DIGITS} digits) for people to type on the activity page, and fetch the next at \`expiresAt\`; a code is accepted in its own window and the next one only.`,
        querystring: ActivityQuery,
        response: responses(CheckInCode),
      },
    },
    async (request) => ok(await currentCheckInCode(contextOf(request), Number(request.query.activityId))),
  );

  app.post(
    ApiPaths.researchCheckIn,
    {
      config: member,
      schema: {
        tags,
        summary: "Check in with the code on the organiser's screen: scanned from the QR code, or its digits typed",
        description: `\`code\` is the scanned code or the ${TYPED_CHECK_IN_DIGITS} typed digits (recorded as method \`typed\`). The code is checked first: 422 CHECK_IN_CODE_INVALID for a forged, altered or another activity's code, 409 CHECK_IN_CODE_EXPIRED for one older than the previous 30-second window (a photo taken earlier, digits read off the screen a while ago). Then 403 NOT_A_PARTICIPANT unless the caller joined, 409 ALREADY_CHECKED_IN for a second check-in (a person is recorded once), and the activity must take check-ins: ${period}. Counts towards the completion rule (attended).`,
        querystring: AppIdQuery,
        body: CheckInBody,
        response: responses(CheckedIn),
      },
    },
    async (request) => ok(await checkInToActivity(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.researchAttendance,
    {
      config: member,
      schema: {
        tags,
        summary: "An activity's participants with their attendance (present first, then by name); paged",
        description: 'Organisers only (403 for participants, 404 for others).',
        querystring: AttendanceQuery,
        response: responses(AttendancePage),
      },
    },
    async (request) => ok(await listActivityAttendance(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.researchMarkAttendance,
    {
      config: member,
      schema: {
        tags,
        summary: 'Mark participants present by hand, or take the marks back; audited',
        description: `Organisers only (403 for participants, 404 for others); activities of every mode from ${CHECK_IN_OPENS_MINUTES} minutes before the start, also after the end, until closed (409). Every person must have joined (422 naming the others; nothing written). Marking present counts towards the completion rule as a check-in does; taking a mark back leaves hours already credited.`,
        querystring: AppIdQuery,
        body: MarkAttendanceBody,
        response: responses(MarkedAttendance),
      },
    },
    async (request) => ok(await markActivityAttendance(contextOf(request), request.body)),
  );
};
