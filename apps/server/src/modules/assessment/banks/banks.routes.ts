import {
  ArchiveBankBody,
  Bank,
  BankFolder,
  BankFolderList,
  BankIdQuery,
  BankPage,
  BanksQuery,
  CreateBankBody,
  CreateBankFolderBody,
  DeleteBankFolderBody,
  DeletedBankFolder,
  MoveBankFolderBody,
  RenameBankFolderBody,
  UpdateBankBody,
} from '@yanxiu/contract/assessment-banks';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { assessmentRoles } from '../assessment.access';
import {
  archiveAssessmentBank,
  createAssessmentBank,
  listAssessmentBanks,
  readAssessmentBank,
  updateAssessmentBank,
} from './banks.service';
import { createBankFolder, deleteBankFolder, listBankFolders, moveBankFolder, renameBankFolder } from './folders.service';

const tags = ['assessment'];
const staff = { roles: assessmentRoles.bankStaff };
const reach =
  'A bank outside the caller’s reach (another unit’s not shared down to them, another tenant’s, or an id that does not exist) is 404; one shared down to them is read-only (403 on a change); an archived bank refuses changes (409).';
const versioned = '409 when the version is not the current one (someone changed the bank since).';

/** Question banks and their folders under /assessment/banks and /assessment/folders. */
export const assessmentBankRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.assessmentBanks,
    {
      config: staff,
      schema: {
        tags,
        summary: 'The banks the caller may use or manage, with their counts',
        description: 'Banks of the caller’s unit and the units below it (manage), then banks shared down from above (use).',
        querystring: BanksQuery,
        response: responses(BankPage),
      },
    },
    async (request) => ok(await listAssessmentBanks(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.assessmentBank,
    {
      config: staff,
      schema: { tags, summary: 'One bank', description: reach, querystring: BankIdQuery, response: responses(Bank) },
    },
    async (request) => ok(await readAssessmentBank(contextOf(request), request.query.bankId)),
  );

  app.post(
    ApiPaths.assessmentCreateBank,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create a bank',
        description:
          'Owned by the caller’s unit, or a unit below it (403 otherwise). Only an office’s bank may be shared down (422). 409 when the unit has a bank of the name.',
        querystring: AppIdQuery,
        body: CreateBankBody,
        response: responses(Bank),
      },
    },
    async (request) => ok(await createAssessmentBank(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentUpdateBank,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Rename, describe or share a bank down',
        description: `${versioned} ${reach}`,
        querystring: AppIdQuery,
        body: UpdateBankBody,
        response: responses(Bank),
      },
    },
    async (request) => ok(await updateAssessmentBank(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentArchiveBank,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Archive a bank or bring it back',
        description: `${versioned} ${reach}`,
        querystring: AppIdQuery,
        body: ArchiveBankBody,
        response: responses(Bank),
      },
    },
    async (request) => ok(await archiveAssessmentBank(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.assessmentFolders,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Every folder of a bank (a tree by parentId)',
        description: reach,
        querystring: BankIdQuery,
        response: responses(BankFolderList),
      },
    },
    async (request) => ok(await listBankFolders(contextOf(request), request.query.bankId)),
  );

  app.post(
    ApiPaths.assessmentCreateFolder,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Create a folder',
        description: `409 when the place has a folder of the name. ${reach}`,
        querystring: AppIdQuery,
        body: CreateBankFolderBody,
        response: responses(BankFolder),
      },
    },
    async (request) => ok(await createBankFolder(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentRenameFolder,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Rename a folder',
        description: `409 when the place has another folder of the name. ${reach}`,
        querystring: AppIdQuery,
        body: RenameBankFolderBody,
        response: responses(BankFolder),
      },
    },
    async (request) => ok(await renameBankFolder(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentMoveFolder,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Move a folder within its bank',
        description: `422 into itself or a folder inside it; 409 when the new place has a folder of the name. ${reach}`,
        querystring: AppIdQuery,
        body: MoveBankFolderBody,
        response: responses(BankFolder),
      },
    },
    async (request) => ok(await moveBankFolder(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.assessmentDeleteFolder,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Delete an empty folder',
        description: `409 while it holds a live question or a folder. ${reach}`,
        querystring: AppIdQuery,
        body: DeleteBankFolderBody,
        response: responses(DeletedBankFolder),
      },
    },
    async (request) => ok(await deleteBankFolder(contextOf(request), request.body)),
  );
};
