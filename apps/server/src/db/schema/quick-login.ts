import { bigint, boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { tenants } from './tenants';

/**
 * How a tenant's portal sends signed-in people straight to a page (quick login). The portal's issuer and our client
 * id there come from `identity_providers` (the JWT's `iss` and `aud`); this row adds what quick login alone needs.
 */
export const quickLoginSettings = pgTable(
  'quick_login_settings',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    enabled: boolean('enabled').notNull().default(false),
    /** Where the portal publishes the keys its `jti` tickets are signed with; null: `jti` links are refused. */
    jwksUri: text('jwks_uri'),
    /**
     * The back-channel address an `rpcid` is exchanged at, with `{token}` where the ticket id goes (spec 7's
     * `GET {token}`); null: `rpcid` links are refused.
     */
    ticketUrl: text('ticket_url'),
    /** The longest lifetime (exp - iat) a `jti` ticket may claim; a portal minting day-long links is refused. */
    maxTicketSeconds: integer('max_ticket_seconds').notNull().default(300),
  },
  (t) => [primaryKey({ columns: [t.tenantId] })],
);

/**
 * Every quick-login ticket ever accepted, until it could no longer be accepted anyway. The primary key is the replay
 * guard: of two uses at once, one insert wins and only it opens a session.
 */
export const quickLoginTicketUses = pgTable(
  'quick_login_ticket_uses',
  {
    tenantId: integer('tenant_id').notNull(),
    /** 'jti' or 'rpcid'. */
    kind: text('kind').notNull(),
    /** The JWT's `jti` claim, or the rpcid. */
    ticketId: text('ticket_id').notNull(),
    /** The account it signed in; null while the exchange is under way or when it found nobody. */
    userId: bigint('user_id', { mode: 'number' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    /** After this the ticket is refused for its age, so the row may be swept. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind, t.ticketId] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('quick_login_ticket_uses_expiry_idx').on(t.expiresAt),
  ],
);
