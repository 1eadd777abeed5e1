import { ApiPaths } from '@yanxiu/contract/paths';
import { ConfirmTeacherInfoBody, TeacherInfo, UserIdParams } from '@yanxiu/contract/teacher';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { teacherRoles } from './teacher.access';
import { confirmTeacherInfo, teacherInfo } from './teacher.service';

const tags = ['teacher'];

/** Teacher information calls under /baseData/user/teacher. */
export const teacherRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.getTeacherInfo,
    {
      // The start-up reads it for the header's name, the change-password page included.
      config: { whilePasswordChangeDue: true },
      schema: {
        tags,
        summary: "A user's information",
        description: 'Only for the user themselves, or staff of their org unit or one above it. The phone comes masked.',
        querystring: AppIdQuery,
        params: UserIdParams,
        response: responses(TeacherInfo),
      },
    },
    async (request) => ok(await teacherInfo(contextOf(request), Number(request.params.userId))),
  );

  app.post(
    ApiPaths.confirmTeacherInfo,
    {
      config: { roles: teacherRoles.teacher },
      schema: {
        tags,
        summary: "Confirm (and correct) one's own teacher information on first sign-in",
        querystring: AppIdQuery,
        body: ConfirmTeacherInfoBody,
        response: responses(TeacherInfo),
      },
    },
    async (request) => ok(await confirmTeacherInfo(contextOf(request), request.body)),
  );
};
