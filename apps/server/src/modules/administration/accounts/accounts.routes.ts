import {
  AccountActionBody,
  AccountCreateBody,
  AccountHistory,
  AccountIdQuery,
  AccountListQuery,
  AccountMoveBody,
  AccountUnlockBody,
  AccountUpdateBody,
  AccountWithPassword,
  GrantableRoles,
  GrantableRolesQuery,
  ManagedAccount,
  ManagedAccountPage,
} from '@yanxiu/contract/administration-accounts';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { administrationRoles } from '../administration.access';
import {
  disableAccount,
  enableAccount,
  moveAccount,
  resetAccountPassword,
  unlockAccount,
  updateAccountDetails,
} from './accounts-manage.service';
import { accountHistory, createAccount, grantableRolesIn, listManagedAccounts } from './accounts.service';

const tags = ['administration: accounts'];
const config = { roles: administrationRoles.manageAccounts };
const guarded =
  'Accounts and units outside the caller’s units answer 404; an account holding a role above the caller’s answers 403. `version` is the one read: 409 STALE_VERSION (4010) when someone changed the account since. Bad fields: 400 or 422 naming them; nothing is written. Audited.';
const grants =
  'Every role given or taken away must be one the caller may grant at the unit: a school admin gives teacher, school admin and idle logout at their school only; nobody gives a role above their own (403); a role that does not fit the unit’s level answers 422.';

/** Accounts of the caller's units under /administration/manage/accounts. */
export const accountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const post = <B>(path: string, summary: string, description: string, body: B) => ({
    path,
    options: { config, schema: { tags, summary, description, querystring: AppIdQuery, body } },
  });

  app.get(
    ApiPaths.administrationAccounts,
    {
      config,
      schema: {
        tags,
        summary: "A page of the accounts in the caller's units, newest first",
        description:
          'Filters: a unit the caller reaches (with the units below it; 404 otherwise), a keyword in the name, username or phone, status and role.',
        querystring: AccountListQuery.extend(AppIdQuery.shape),
        response: responses(ManagedAccountPage),
      },
    },
    async (request) => ok(await listManagedAccounts(contextOf(request), request.query)),
  );

  app.get(
    ApiPaths.administrationGrantableRoles,
    {
      config,
      schema: {
        tags,
        summary: 'The roles the caller may give at a unit',
        querystring: GrantableRolesQuery.extend(AppIdQuery.shape),
        response: responses(GrantableRoles),
      },
    },
    async (request) => ok(await grantableRolesIn(contextOf(request), Number(request.query.unitId))),
  );

  app.get(
    ApiPaths.administrationAccountHistory,
    {
      config,
      schema: {
        tags,
        summary: "An account's moves between units, newest first",
        description: guarded,
        querystring: AccountIdQuery.extend(AppIdQuery.shape),
        response: responses(AccountHistory),
      },
    },
    async (request) => ok(await accountHistory(contextOf(request), Number(request.query.id))),
  );

  const create = post(
    ApiPaths.administrationAccountCreate,
    'Create an account with a one-time password its owner must change at first sign-in',
    `The username is unique in the tenant (any case) and so is the phone number (422). ${grants} ${guarded}`,
    AccountCreateBody,
  );
  app.post(
    create.path,
    { ...create.options, schema: { ...create.options.schema, response: responses(AccountWithPassword) } },
    async (request) => ok(await createAccount(contextOf(request), request.body)),
  );

  const update = post(
    ApiPaths.administrationAccountUpdate,
    "Edit an account's person fields, roles and teaching record",
    `${grants} ${guarded}`,
    AccountUpdateBody,
  );
  app.post(update.path, { ...update.options, schema: { ...update.options.schema, response: responses(ManagedAccount) } }, async (request) =>
    ok(await updateAccountDetails(contextOf(request), request.body)),
  );

  const disable = post(
    ApiPaths.administrationAccountDisable,
    'Disable an account: it cannot sign in and every session of it ends at once',
    `Not one's own account, nor one already disabled (409 STATE_NOT_ALLOWED). ${guarded}`,
    AccountActionBody,
  );
  app.post(
    disable.path,
    { ...disable.options, schema: { ...disable.options.schema, response: responses(ManagedAccount) } },
    async (request) => ok(await disableAccount(contextOf(request), request.body)),
  );

  const enable = post(
    ApiPaths.administrationAccountEnable,
    'Re-enable a disabled account',
    `Not in a closed unit (409 STATE_NOT_ALLOWED: move it first). ${guarded}`,
    AccountActionBody,
  );
  app.post(enable.path, { ...enable.options, schema: { ...enable.options.schema, response: responses(ManagedAccount) } }, async (request) =>
    ok(await enableAccount(contextOf(request), request.body)),
  );

  const reset = post(
    ApiPaths.administrationAccountResetPassword,
    'Reset a password: a one-time password, changed by its owner at next sign-in',
    `The new password is answered once and never stored in clear; the owner's sessions end. ${guarded}`,
    AccountActionBody,
  );
  app.post(
    reset.path,
    { ...reset.options, schema: { ...reset.options.schema, response: responses(AccountWithPassword) } },
    async (request) => ok(await resetAccountPassword(contextOf(request), request.body)),
  );

  const unlock = post(
    ApiPaths.administrationAccountUnlock,
    "Lift an account's sign-in lock after repeated failures",
    `409 STATE_NOT_ALLOWED when it is not locked. ${guarded}`,
    AccountUnlockBody,
  );
  app.post(unlock.path, { ...unlock.options, schema: { ...unlock.options.schema, response: responses(ManagedAccount) } }, async (request) =>
    ok(await unlockAccount(contextOf(request), request.body)),
  );

  const move = post(
    ApiPaths.administrationAccountMove,
    'Move an account (a teacher) to another unit, keeping its history',
    `The target unit must be reached by the caller and fit every role the account holds. ${grants} ${guarded}`,
    AccountMoveBody,
  );
  app.post(move.path, { ...move.options, schema: { ...move.options.schema, response: responses(ManagedAccount) } }, async (request) =>
    ok(await moveAccount(contextOf(request), request.body)),
  );
};
