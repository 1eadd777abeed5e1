import { describe, expect, it } from 'vitest';
import { findPasswordProblem, type PasswordOwner } from './password-policy';

const newteacher: PasswordOwner = { username: 'newteacher', name: '刘洋', phone: '13800000007' };
const teacher: PasswordOwner = { username: 'teacher', name: '王芳', phone: '13800000001' };
// Dongcheng's places as passwordPlacesOf answers them for a teacher of one of its schools.
const DONGCHENG_PLACES = [
  'dongcheng',
  'yx110101',
  '东城区教师研修平台',
  'Dongcheng Teacher Development',
  '110101',
  '东城区',
  '北京市东城区第一中学',
];
const backbone: PasswordOwner = { username: 'backbone', name: '李强', phone: '13800000002', places: DONGCHENG_PLACES };

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
    // The platform's name is context too, when the rest adds little; the answer names it as such.
    expect(await findPasswordProblem('Yanxiu2026', teacher)).toBe('organisation');
  });

  it("refuses the issue's three: a role word with a suffix, the district's name plus a digit, the user's name in pinyin", async () => {
    expect(await findPasswordProblem('Admin@123', backbone)).toBe('common');
    expect(await findPasswordProblem('Dongcheng1', backbone)).toBe('organisation');
    expect(await findPasswordProblem('li qiang 1', backbone)).toBe('personal');
  });

  it("refuses the user's name in pinyin as people type it: run together, initials, given name first", async () => {
    for (const password of ['liqiang2026', 'LiQiang@88', 'lq123456!', 'qiangli2026', 'Qiang@1988']) {
      expect(await findPasswordProblem(password, backbone), password).toBe('personal');
    }
    // A polyphonic surname is read as a surname (曾 zeng, not ceng).
    expect(await findPasswordProblem('zengmin2026', { username: 'zm', name: '曾敏', phone: null })).toBe('personal');
  });

  it("refuses the names of the user's district, school and platform, in Chinese and pinyin, with a short suffix", async () => {
    for (const password of ['Dongcheng@2026', 'dongchengqu1', '东城区abc123', 'yx110101a', 'diyizhongxue1', 'Yanxiu@2026']) {
      expect(await findPasswordProblem(password, backbone), password).toBe('organisation');
    }
    // Without the places (a check that knows no tenant), only the platform's name is context.
    expect(await findPasswordProblem('Dongcheng@2026', { ...backbone, places: [] })).toBeNull();
  });

  it('refuses common Chinese passwords and role words with a common suffix', async () => {
    for (const password of [
      'woaini1314',
      'a5201314',
      'qq5201314',
      'Teacher@2024',
      'Laoshi@123',
      'xiaozhang2026',
      'Abc@12345',
      'Qwer@1234',
    ]) {
      expect(await findPasswordProblem(password, backbone), password).toBe('common');
    }
  });

  it('refuses easy patterns, and keeps the rules the client checks', async () => {
    expect(await findPasswordProblem('abcdefgh1', teacher)).toBe('guessable');
    // Beijing is a common Chinese password base (chinese-passwords.ts).
    expect(await findPasswordProblem('Beijing2008', teacher)).toBe('common');
    expect(await findPasswordProblem('short1', teacher)).toBe('tooShort');
    expect(await findPasswordProblem('lettersonly', teacher)).toBe('needsLettersAndDigits');
    expect(await findPasswordProblem('Kettle-river-42', teacher, 'Kettle-river-42')).toBe('sameAsCurrent');
  });

  it('accepts a passphrase and a password of some strength, also when it holds a weak word among strong parts', async () => {
    expect(await findPasswordProblem('correct horse battery staple 7', teacher)).toBeNull();
    expect(await findPasswordProblem('blue-kettle-river-42', newteacher)).toBeNull();
    expect(await findPasswordProblem('Zhang3Feng#lake', newteacher)).toBeNull();
    expect(await findPasswordProblem('Xq7#mPz2', backbone)).toBeNull();
    expect(await findPasswordProblem('Tulip-river-42', backbone)).toBeNull();
    expect(await findPasswordProblem('blue dongcheng river 9', backbone)).toBeNull();
    expect(await findPasswordProblem('Admin@83920571', backbone)).toBeNull();
  });

  it('would refuse the demo password Yanxiu@2026 as a new password (the platform name and a year); seeding sets it unchecked', async () => {
    for (const username of ['teacher', 'backbone', 'school_admin', 'district_admin', 'expert', 'idle', 'newteacher']) {
      expect(await findPasswordProblem('Yanxiu@2026', { username, name: '王芳', phone: '13800000001' })).toBe('organisation');
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
