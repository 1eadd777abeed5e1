import { bigint, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** An account bound to a WeChat identity (the website app's openid), so scanning signs that account in. */
export const wechatAccountLinks = pgTable(
  'wechat_account_links',
  {
    tenantId: integer('tenant_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The person's id within our website app: what sign-in matches on. */
    openid: text('openid').notNull(),
    /** The person's id across the Open Platform account's apps, when WeChat sends it. */
    unionid: text('unionid'),
    /** The WeChat nickname at binding time (shown on the account page only). */
    nickname: text('nickname'),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    // One account per WeChat identity in a tenant: a second binding of the same WeChat is refused.
    uniqueIndex('wechat_account_links_openid_key').on(t.tenantId, t.openid),
  ],
);

/**
 * A WeChat authorisation on its way (its `state`), so any process can take the return, once, for the purpose and
 * (binding) the account that started it.
 */
export const wechatAuthStates = pgTable(
  'wechat_auth_states',
  {
    tenantId: integer('tenant_id').notNull(),
    /** SHA-256 of the state sent to WeChat (hex). */
    stateHash: text('state_hash').notNull(),
    /** 'signIn' or 'bind'. */
    purpose: text('purpose').notNull(),
    /** The account binding; null for sign-in. */
    userId: bigint('user_id', { mode: 'number' }),
    /** The redirect_uri sent, which the code belongs to. */
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.stateHash] }), index('wechat_auth_states_expiry_idx').on(t.expiresAt)],
);
