import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './identity';
import { orgUnits } from './org';
import { tenants } from './tenants';

/**
 * A tenant's unified identity portal (统一身份认证), an OpenID Connect provider, as platform staff configure it. One
 * per tenant. Quick login (jti / rpcid) trusts the same portal, so its settings read this row too.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Off: the portal sign-in page says the district has none, and the back-channel logout refuses. */
    enabled: boolean('enabled').notNull().default(false),
    /** What the sign-in page calls the portal, e.g. "海淀区统一身份认证". */
    displayName: text('display_name').notNull(),
    /** The provider's issuer identifier; its discovery document is `<issuer>/.well-known/openid-configuration`. */
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    /**
     * The client secret sealed with AES-256-GCM under SETTINGS_ENCRYPTION_KEY (`v1.<iv>.<tag>.<ciphertext>`, base64url),
     * so a copy of the database alone does not give it away. Never sent back to anyone.
     */
    clientSecretSealed: text('client_secret_sealed').notNull(),
    /** Scopes asked for, `openid` first. */
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{openid}'::text[]`),
    /** What the identifying claim holds: 'employeeNumber', 'nationalIdHash' or 'phone' (contract PORTAL_IDENTIFIERS). */
    identifier: text('identifier').notNull(),
    /** The name of the ID token or userinfo claim that carries the identifier, e.g. `employee_number`. */
    claimName: text('claim_name').notNull(),
    /** 'refuse' an unknown person, or 'provision' a teacher account for them in `provisionUnitId`. */
    unknownPeople: text('unknown_people').notNull().default('refuse'),
    /** The school new people are provisioned into; null while unknown people are refused. */
    provisionUnitId: bigint('provision_unit_id', { mode: 'number' }),
    /** Raised by every save, so two staff editing at once cannot overwrite each other unseen. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    foreignKey({ columns: [t.tenantId, t.provisionUnitId], foreignColumns: [orgUnits.tenantId, orgUnits.id] }),
  ],
);

/**
 * Identifiers a portal may name a person by that the users table does not keep (the phone is users.phone): the
 * employee number and the hash of the national id number. One person per identifier in a tenant.
 */
export const userIdentifiers = pgTable(
  'user_identifiers',
  {
    tenantId: integer('tenant_id').notNull(),
    /** 'employeeNumber' or 'nationalIdHash'. */
    kind: text('kind').notNull(),
    /** As the portal sends it (a national id hash in lower-case hex). */
    value: text('value').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind, t.value] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    index('user_identifiers_user_idx').on(t.tenantId, t.userId),
  ],
);

/** Which account a portal subject (`iss` + `sub`) signs in as, recorded at its first sign-in. */
export const portalAccountLinks = pgTable(
  'portal_account_links',
  {
    tenantId: integer('tenant_id').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.issuer, t.subject] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    // One portal identity per account and portal: a second subject claiming the same person is refused.
    uniqueIndex('portal_account_links_user_key').on(t.tenantId, t.issuer, t.userId),
  ],
);

/**
 * An authorization request on its way through the portal: what the callback must check (state, nonce, PKCE verifier,
 * the browser that started it) and where it returns. Rows live in the database so any process may take the callback;
 * each is taken once (deleted as it is used) and swept after it expires.
 */
export const portalSignInFlows = pgTable(
  'portal_sign_in_flows',
  {
    tenantId: integer('tenant_id').notNull(),
    /** SHA-256 of the `state` sent to the portal (base64url). */
    stateHash: text('state_hash').notNull(),
    /** SHA-256 of the binding the starting browser keeps: a callback carried to another browser (login CSRF) fails. */
    bindingHash: text('binding_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The redirect_uri sent with the request, which the token request must repeat. */
    redirectUri: text('redirect_uri').notNull(),
    /** The same-origin path to return to afterwards, e.g. `/pc/myTraining`. */
    returnTo: text('return_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.stateHash] }), index('portal_sign_in_flows_expiry_idx').on(t.expiresAt)],
);

/**
 * A session opened through the portal: who the portal said it was (for back-channel logout by `sub` or `sid`) and
 * the ID token, sent back as `id_token_hint` when our logout ends the portal's session too.
 */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    tenantId: integer('tenant_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The portal's session id (`sid`), when its ID token carries one. */
    portalSid: text('portal_sid'),
    idToken: text('id_token').notNull(),
    /** Where the portal sends the browser after its logout (our `/pc/login` on the origin signed in at). */
    postLogoutRedirectUri: text('post_logout_redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sessionId] }),
    foreignKey({ columns: [t.tenantId, t.sessionId], foreignColumns: [sessions.tenantId, sessions.id] }).onDelete('cascade'),
    index('portal_sessions_subject_idx').on(t.tenantId, t.issuer, t.subject),
    index('portal_sessions_sid_idx').on(t.tenantId, t.issuer, t.portalSid),
  ],
);
