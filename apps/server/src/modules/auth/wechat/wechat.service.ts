import { createHash, randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import {
  WECHAT_STATE_MINUTES,
  WechatReturn,
  type WechatBinding,
  type WechatReturnBody,
  type WechatStart,
} from '@yanxiu/contract/wechat-sign-in';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext, TenantContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import type { AuthClients } from '../auth-clients';
import { findAccountById } from '../auth.repository';
import { openSession } from '../open-session';
import {
  bindAccount,
  findLinkOfUser,
  findUserByOpenid,
  insertState,
  takeState,
  unbindAccount,
  type WechatPurpose,
} from './wechat.repository';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

// WeChat scan-to-sign-in for accounts bound to a WeChat identity: bind from the account page, unbind, sign in from the
// sign-in page. Each flow's state is kept in the database (any process takes the return), once, for its purpose and,
// binding, for the account that started it; WeChat returns to the page on the origin the flow started from.

async function startFlow(
  ctx: TenantContext,
  { wechat }: AuthClients,
  origin: string,
  purpose: WechatPurpose,
  userId: number | null,
  now: Date,
): Promise<WechatStart> {
  if (!wechat.available()) throw new AppError('WECHAT_OFF');
  const state = randomBytes(24).toString('base64url');
  const redirectUri = `${origin}/pc${WechatReturn[purpose]}`;
  await insertState(ctx.db, ctx.tenantId, {
    stateHash: sha256(state),
    purpose,
    userId,
    redirectUri,
    expiresAt: new Date(now.getTime() + WECHAT_STATE_MINUTES * 60_000),
  });
  return { authorizeUrl: wechat.authorizeUrl(redirectUri, state), state };
}

/** The return's state taken for this purpose (and account), then who scanned; 1028 for anything not matching. */
async function finishFlow(
  ctx: TenantContext,
  { wechat }: AuthClients,
  { code, state }: WechatReturnBody,
  purpose: WechatPurpose,
  userId: number | null,
  now: Date,
) {
  if (!wechat.available()) throw new AppError('WECHAT_OFF');
  const taken = await takeState(ctx.db, ctx.tenantId, sha256(state), now);
  if (!taken || taken.purpose !== purpose || taken.userId !== userId) throw new AppError('WECHAT_AUTH_FAILED');
  return wechat.identify(code);
}

/** The caller's binding. */
export async function wechatBindingOf(ctx: RequestContext, { wechat }: AuthClients): Promise<WechatBinding> {
  const link = await findLinkOfUser(ctx.db, ctx.tenantId, ctx.actor.userId);
  return {
    available: wechat.available(),
    bound: link !== undefined,
    nickname: link?.nickname ?? null,
    boundAt: link?.boundAt.toISOString() ?? null,
  };
}

/** Starts a scan-to-sign-in from the sign-in page. */
export function startWechatSignIn(ctx: TenantContext, clients: AuthClients, origin: string, now = new Date()): Promise<WechatStart> {
  return startFlow(ctx, clients, origin, 'signIn', null, now);
}

/** Signs in the account the scanning WeChat is bound to; an unbound WeChat is 401/1026, saying how to bind. */
export async function signInWithWechat(
  ctx: TenantContext,
  clients: AuthClients,
  body: WechatReturnBody,
  userAgent: string | undefined,
  now = new Date(),
): Promise<LoginInfo> {
  const identity = await finishFlow(ctx, clients, body, 'signIn', null, now);
  const userId = await findUserByOpenid(ctx.db, ctx.tenantId, identity.openid);
  if (userId === undefined) throw new AppError('WECHAT_NOT_BOUND');
  const account = await findAccountById(ctx.db, ctx.tenantId, userId);
  if (!account) throw new AppError('WECHAT_NOT_BOUND');
  return openSession(ctx, ctx.db, account, { userAgent, now });
}

/** Starts binding WeChat to the caller's account from the account page. */
export function startWechatBind(ctx: RequestContext, clients: AuthClients, origin: string, now = new Date()): Promise<WechatStart> {
  return startFlow(ctx, clients, origin, 'bind', ctx.actor.userId, now);
}

/** Binds the caller's account to the WeChat that scanned (replacing an earlier binding); 409/1029 if another account has it. */
export async function bindWechat(
  ctx: RequestContext,
  clients: AuthClients,
  body: WechatReturnBody,
  now = new Date(),
): Promise<WechatBinding> {
  const identity = await finishFlow(ctx, clients, body, 'bind', ctx.actor.userId, now);
  await ctx.transaction(async (tx) => {
    const bound = await bindAccount(tx, ctx.tenantId, {
      userId: ctx.actor.userId,
      openid: identity.openid,
      unionid: identity.unionid,
      nickname: identity.nickname,
      boundAt: now,
    });
    if (!bound) throw new AppError('WECHAT_BOUND_ELSEWHERE');
    await recordAudit(tx, ctx, {
      action: 'auth.wechat_bound',
      entityType: 'user',
      entityId: String(ctx.actor.userId),
      after: { nickname: identity.nickname },
    });
  });
  return wechatBindingOf(ctx, clients);
}

/** Removes the caller's binding (nothing to remove is no error: the result is the same). */
export async function unbindWechat(ctx: RequestContext, clients: AuthClients): Promise<WechatBinding> {
  await ctx.transaction(async (tx) => {
    if (await unbindAccount(tx, ctx.tenantId, ctx.actor.userId)) {
      await recordAudit(tx, ctx, { action: 'auth.wechat_unbound', entityType: 'user', entityId: String(ctx.actor.userId) });
    }
  });
  return wechatBindingOf(ctx, clients);
}
