import { describe, expect, it } from 'vitest';
import { requestIdOf } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const idFor = (value: string | string[] | undefined) => requestIdOf({ headers: value === undefined ? {} : { 'x-request-id': value } });

describe('request ids', () => {
  it("keeps a caller's well-formed id", () => {
    for (const id of ['3f2b8c1e-7a4d-4e8f-9b6a-1c2d3e4f5a6b', 'trace.1_a-B', 'x', 'a'.repeat(64)]) expect(idFor(id)).toBe(id);
  });

  it('makes its own for anything else', () => {
    for (const id of [undefined, '', 'a'.repeat(65), 'has space', '<script>', 'a\u0000b', 'é', 'a,b', 'a, b', ['a', 'b']]) {
      const made = idFor(id);
      expect(made).toMatch(UUID);
      expect(made).not.toBe(id);
    }
  });
});
