import {
  ChangePasswordBody,
  ChangePasswordResult,
  LoginBody,
  LoginChallenge,
  LoginInfo,
  TokenIdParams,
  TokenStatus,
} from '@yanxiu/contract/auth';
import { ApiPaths } from '@yanxiu/contract/paths';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, tenantContextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { changeOwnPassword, checkSessionToken, signOut } from './auth.service';
import { issueSignInChallenge, signInWithPassword } from './password-sign-in.service';

const tags = ['auth'];

/** Sign-in and session calls under /oauthService (spec 7). */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    ApiPaths.login,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in with username and password',
        description:
          'Failures are counted per address and account name, per address and per account name. A pair that keeps failing ' +
          'waits (429/1004, doubling); an address failing across many names waits for every name (429/1004). Once an ' +
          'account name has failed often, an address that has been failing must send a solved challenge ' +
          '(`challengeSolution`, from GET loginChallenge) or gets 401/1008. An address that has not been failing is never ' +
          'refused, slowed or challenged.',
        querystring: AppIdQuery,
        body: LoginBody,
        response: responses(LoginInfo),
      },
    },
    async (request) =>
      ok(await signInWithPassword(tenantContextOf(request), { ...request.body, userAgent: request.headers['user-agent'] })),
  );

  app.get(
    ApiPaths.loginChallenge,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A proof-of-work challenge for sign-in (ALTCHA)',
        description:
          "Asked for when sign-in answers 1008, with the work the caller's address must do. Solve it with ALTCHA's solveChallenge and send the base64 payload " +
          'as `challengeSolution` with the next sign-in. It expires after ten minutes, is valid for this tenant only and ' +
          'is accepted once.',
        querystring: AppIdQuery,
        response: responses(LoginChallenge),
      },
    },
    async (request, reply) => {
      // Every challenge is single-use: no cache may hand the same one to two clients.
      void reply.header('cache-control', 'no-store');
      return ok(await issueSignInChallenge(tenantContextOf(request)));
    },
  );

  app.get(
    ApiPaths.checkToken,
    {
      config: { whilePasswordChangeDue: true },
      schema: {
        tags,
        summary: 'Check that the session is alive',
        description: 'Answers 401 with status 1001 when the session is missing, expired or ended.',
        querystring: AppIdQuery,
        params: TokenIdParams,
        response: responses(TokenStatus),
      },
    },
    async (request) => ok(checkSessionToken(contextOf(request), request.params.tokenId)),
  );

  app.get(
    ApiPaths.quitLogin,
    {
      config: { whilePasswordChangeDue: true },
      schema: {
        tags,
        summary: 'Sign out: end the session at once, on every server process',
        querystring: AppIdQuery,
        params: TokenIdParams,
        response: responses(z.null()),
      },
    },
    async (request) => {
      await signOut(contextOf(request), request.params.tokenId);
      return ok(null);
    },
  );

  app.post(
    ApiPaths.changePassword,
    {
      config: { whilePasswordChangeDue: true },
      schema: {
        tags,
        summary: "Change one's own password; every other session of the user ends",
        querystring: AppIdQuery,
        body: ChangePasswordBody,
        response: responses(ChangePasswordResult),
      },
    },
    async (request) => ok(await changeOwnPassword(contextOf(request), request.body)),
  );
};
