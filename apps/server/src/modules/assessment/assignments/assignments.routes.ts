import {
  AssignmentIdQuery,
  AssignmentUnitQuery,
  AssignmentVersionBody,
  ManagedAssignment,
  ManagedAssignmentPage,
  ManageAssignmentsQuery,
  SaveAssignmentBody,
} from '@yanxiu/contract/assessment-assignments';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { assessmentRoles } from '../assessment.access';
import {
  listManagedAssignments,
  publishAssignment,
  readManagedAssignment,
  readManagedAssignmentOfUnit,
  removeAssignment,
  saveAssignment,
} from './assignments.service';

const tags = ['assessment'];
const staff = { roles: assessmentRoles.assignmentStaff };
const reach = 'An assignment the caller does not manage (another unit’s, another tenant’s, or no such id) is 404.';

/** Staff set assignments up under /assessment/manage/assignments. */
export const assessmentAssignmentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.assessmentManageAssignments,
    {
      config: staff,
      schema: {
        tags,
        summary: 'The assignments the caller manages',
        description: 'Assignments of the programmes organised by the caller’s unit and the units below it, newest first.',
        querystring: ManageAssignmentsQuery,
        response: responses(ManagedAssignmentPage),
      },
    },
    async (request) => ok(await listManagedAssignments(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.assessmentManageAssignment,
    {
      config: staff,
      schema: {
        tags,
        summary: 'One assignment',
        description: reach,
        querystring: AssignmentIdQuery,
        response: responses(ManagedAssignment),
      },
    },
    async (request) => ok(await readManagedAssignment(contextOf(request), request.query.assignmentId)),
  );

  app.get(
    ApiPaths.assessmentManageAssignmentOfUnit,
    {
      config: staff,
      schema: {
        tags,
        summary: 'The assignment of a unit',
        description: `404 while the unit has none (the editor then creates it). ${reach}`,
        querystring: AssignmentUnitQuery,
        response: responses(ManagedAssignment),
      },
    },
    async (request) => ok(await readManagedAssignmentOfUnit(contextOf(request), request.query.unitId)),
  );

  app.post(
    ApiPaths.assessmentManageSaveAssignment,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create or rewrite an assignment',
        description: `Without assignmentId a draft is created on the unit (409 when it has one); with it the assignment is rewritten at the version read (409 when stale). The unit is one of kind assignment of a programme the caller manages (403 otherwise, 422 naming the field for another kind); it may change only while nobody has submitted (409, code 4977). Attachments are the caller's uploads of purpose document (or kept ones). ${reach}`,
        querystring: AppIdQuery,
        body: SaveAssignmentBody,
        response: responses(ManagedAssignment),
      },
    },
    async (request) => ok(await saveAssignment(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentManagePublishAssignment,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Publish a draft assignment',
        description: `At the version read (409 when stale or already published). ${reach}`,
        querystring: AppIdQuery,
        body: AssignmentVersionBody,
        response: responses(ManagedAssignment),
      },
    },
    async (request) => ok(await publishAssignment(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentManageDeleteAssignment,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete an assignment',
        description: `At the version read (409 when stale); refused once a teacher has submitted (409, code 4977). ${reach}`,
        querystring: AppIdQuery,
        body: AssignmentVersionBody,
        response: responses(z.null()),
      },
    },
    async (request) => ok(await removeAssignment(contextOf(request), request.body)),
  );
};
