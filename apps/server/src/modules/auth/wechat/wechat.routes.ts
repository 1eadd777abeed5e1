import { LoginInfo } from '@yanxiu/contract/auth';
import { AppIdQuery } from '@yanxiu/contract/envelope';
import { ApiPaths } from '@yanxiu/contract/paths';
import { WechatBinding, WechatReturnBody, WechatStart } from '@yanxiu/contract/wechat-sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { contextOf, tenantContextOf } from '@server/platform/context/request-context';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import type { AuthClients } from '../auth-clients';
import { bindWechat, signInWithWechat, startWechatBind, startWechatSignIn, unbindWechat, wechatBindingOf } from './wechat.service';

const tags = ['auth'];

/** The page's origin, which WeChat returns to (its host names the tenant, as for every call). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * WeChat scan-to-sign-in (issue 22): sign-in from the sign-in page; binding and unbinding from the account page.
 * Registered by external-sign-in.routes.ts with the app's outside clients.
 */
export const wechatRoutes: FastifyPluginAsyncZod<{ clients: AuthClients }> = async (app, { clients }) => {
  app.post(
    ApiPaths.wechatSignInStart,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Start a WeChat scan-to-sign-in',
        description:
          'Answers the WeChat QR page to send the browser to (it returns to `/pc/login` with `code` and `state`) and the state to keep ' +
          'until then. 404/1027 when WeChat sign-in is not set up.',
        querystring: AppIdQuery,
        response: responses(WechatStart),
      },
    },
    async (request) => ok(await startWechatSignIn(tenantContextOf(request), clients, originOf(request))),
  );

  app.post(
    ApiPaths.wechatSignIn,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in with the WeChat that scanned',
        description:
          'The `code` and `state` WeChat returned with. Answers login info as a password sign-in does. 401/1026 when that WeChat is bound to ' +
          'no account here, 401/1028 for a state not started here for sign-in (or used, or older than ten minutes) or a code WeChat refuses.',
        querystring: AppIdQuery,
        body: WechatReturnBody,
        response: responses(LoginInfo),
      },
    },
    async (request) => ok(await signInWithWechat(tenantContextOf(request), clients, request.body, request.headers['user-agent'])),
  );

  app.get(
    ApiPaths.wechatBinding,
    { schema: { tags, summary: "The caller's WeChat binding", querystring: AppIdQuery, response: responses(WechatBinding) } },
    async (request) => ok(await wechatBindingOf(contextOf(request), clients)),
  );

  app.post(
    ApiPaths.wechatBindStart,
    {
      schema: {
        tags,
        summary: "Start binding WeChat to the caller's account",
        description:
          'Answers the WeChat QR page (returning to `/pc/account`) and the state to keep. 404/1027 when WeChat sign-in is not set up.',
        querystring: AppIdQuery,
        response: responses(WechatStart),
      },
    },
    async (request) => ok(await startWechatBind(contextOf(request), clients, originOf(request))),
  );

  app.post(
    ApiPaths.wechatBind,
    {
      schema: {
        tags,
        summary: "Bind the WeChat that scanned to the caller's account",
        description: 'Replaces an earlier binding of the account. 409/1029 when that WeChat is bound to another account of the district.',
        querystring: AppIdQuery,
        body: WechatReturnBody,
        response: responses(WechatBinding),
      },
    },
    async (request) => ok(await bindWechat(contextOf(request), clients, request.body)),
  );

  app.post(
    ApiPaths.wechatUnbind,
    {
      schema: { tags, summary: "Remove the caller's WeChat binding", querystring: AppIdQuery, response: responses(WechatBinding) },
    },
    async (request) => ok(await unbindWechat(contextOf(request), clients)),
  );
};
