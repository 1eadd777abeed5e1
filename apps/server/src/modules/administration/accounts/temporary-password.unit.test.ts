import { describe, expect, it } from 'vitest';
import { temporaryPassword } from './temporary-password';

describe('temporaryPassword', () => {
  it('always holds letters and digits, at least 12 characters or the policy minimum, and differs each time', () => {
    const made = Array.from({ length: 200 }, () => temporaryPassword(8));
    for (const password of made) expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{12}$/);
    expect(new Set(made).size).toBe(made.length);
    expect(temporaryPassword(20)).toHaveLength(20);
  });
});
