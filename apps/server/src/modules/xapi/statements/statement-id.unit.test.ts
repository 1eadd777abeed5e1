import { describe, expect, it } from 'vitest';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { statementIdOf, uuidV5 } from './statement-id';

describe('statement ids', () => {
  it("are RFC 9562 version 5 UUIDs (the RFC's example: www.example.com in the DNS namespace)", () => {
    expect(uuidV5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('are the same for the same fact of the same tenant, and differ across facts and tenants', () => {
    const id = statementIdOf(asTenantId(1), 'scored:attempt:7');
    expect(statementIdOf(asTenantId(1), 'scored:attempt:7')).toBe(id);
    expect(statementIdOf(asTenantId(2), 'scored:attempt:7')).not.toBe(id);
    expect(statementIdOf(asTenantId(1), 'scored:attempt:8')).not.toBe(id);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
