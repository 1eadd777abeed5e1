import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * The keys a tenant signs its verifiable credentials with (issue 43). One key is active (no `retired_at`); rotation
 * retires it and creates the next, and retired keys stay published so what they signed still verifies. The private
 * key is sealed with the settings key (like the tenant's other secrets), so a copy of the database alone cannot sign.
 */
export const credentialKeys = pgTable(
  'credential_keys',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The JWS `kid`: random, so it says nothing about the tenant or the key's age. */
    kid: text('kid').notNull(),
    /** The JWS `alg`, e.g. EdDSA. */
    algorithm: text('algorithm').notNull(),
    /** The public key as a JWK, published in the tenant's JWKS. */
    publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
    /** The private key's JWK, sealed (secret-box) with the tenant and kid as associated data. */
    privateKeySealed: text('private_key_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kid] }),
    // Two first uses at once: one insert wins, the other reads the winner's key.
    uniqueIndex('credential_keys_active_key')
      .on(t.tenantId)
      .where(sql`retired_at is null`),
  ],
);

/** Where the next certificate's bit goes in the tenant's revocation status list; positions are never reused. */
export const credentialStatusCounters = pgTable('credential_status_counters', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  nextIndex: integer('next_index').notNull().default(0),
});
