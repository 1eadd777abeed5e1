import { describe, expect, it } from 'vitest';
import { findPasswordProblem, type PasswordOwner } from './password-policy';

const newteacher: PasswordOwner = { username: 'newteacher', name: '刘洋', phone: '13800000007' };
const teacher: PasswordOwner = { username: 'teacher', name: '王芳', phone: '13800000001' };

describe('findPasswordProblem', () => {
  it('refuses the common passwords the probe got through, saying they are common', async () => {
    expect(await findPasswordProblem('password1', teacher)).toBe('common');
    expect(await findPasswordProblem('qwerty123', teacher)).toBe('common');
    expect(await findPasswordProblem('Passw0rd', teacher)).toBe('common');
    expect(await findPasswordProblem('11111111a', teacher)).toBe('common');
  });

  it("refuses the user's own username plus a digit, and their name or phone number inside a password", async () => {
    expect(await findPasswordProblem('newteacher1', newteacher)).toBe('personal');
    expect(await findPasswordProblem('NewTeacher2026', newteacher)).toBe('personal');
    expect(await findPasswordProblem('a13800000007', newteacher)).toBe('personal');
    expect(await findPasswordProblem('刘洋abc2026x', newteacher)).toBe('personal');
    // The platform's name is context too, when the rest adds little.
    expect(await findPasswordProblem('Yanxiu2026', teacher)).toBe('personal');
  });

  it('refuses easy patterns, and keeps the rules the client checks', async () => {
    expect(await findPasswordProblem('abcdefgh1', teacher)).toBe('guessable');
    expect(await findPasswordProblem('Beijing2008', teacher)).toBe('guessable');
    expect(await findPasswordProblem('short1', teacher)).toBe('tooShort');
    expect(await findPasswordProblem('lettersonly', teacher)).toBe('needsLettersAndDigits');
    expect(await findPasswordProblem('Kettle-river-42', teacher, 'Kettle-river-42')).toBe('sameAsCurrent');
  });

  it('accepts a passphrase and a password of some strength', async () => {
    expect(await findPasswordProblem('correct horse battery staple 7', teacher)).toBeNull();
    expect(await findPasswordProblem('blue-kettle-river-42', newteacher)).toBeNull();
    expect(await findPasswordProblem('Zhang3Feng#lake', newteacher)).toBeNull();
  });

  it('would accept the demo password Yanxiu@2026 for every demo account', async () => {
    for (const username of ['teacher', 'backbone', 'school_admin', 'district_admin', 'expert', 'idle', 'newteacher']) {
      expect(await findPasswordProblem('Yanxiu@2026', { username, name: '王芳', phone: '13800000001' })).toBeNull();
    }
  });

  it('answers long and pathological passwords off the main thread', async () => {
    const started = Date.now();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const repeats = ['Ab1!'.repeat(32), 'password1'.repeat(14), 'a1'.repeat(64)];
    const results = await Promise.all(repeats.map((password) => findPasswordProblem(password, teacher)));
    clearInterval(timer);
    expect(results).toEqual(['guessable', 'guessable', 'guessable']);
    // The event loop kept turning while the worker estimated.
    expect(ticks).toBeGreaterThan((Date.now() - started) / 5 / 4);
  });
});
