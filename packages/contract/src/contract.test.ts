import { describe, expect, it } from 'vitest';
import { enumSchema } from './enum-schema';
import { isAcceptablePassword, PASSWORD_PROBLEMS, passwordProblemMessage, passwordRuleProblem } from './password-rules';
import { ApplyStatus, ENUMERATIONS, Level } from './enums';
import { ErrorCodes } from './errors';
import { pickLocale } from './locale';
import { ApiPaths, fillPath } from './paths';
import { maskPhone } from './teacher';
import { DEMO_TENANT, DISTRICT_TENANTS, districtCodeOf, isAppIdIn, isDistrictTenant } from './tenant';

describe('tenant checks (spec 6)', () => {
  it('knows the seven district tenants and their six-digit codes', () => {
    expect(DISTRICT_TENANTS).toHaveLength(7);
    for (const tenant of DISTRICT_TENANTS) {
      expect(tenant.districtCode).toMatch(/^\d{6}$/);
      expect(isDistrictTenant(tenant.appId)).toBe(true);
    }
    expect(new Set(DISTRICT_TENANTS.map((tenant) => tenant.districtCode)).size).toBe(7);
    expect(isDistrictTenant(DEMO_TENANT.appId)).toBe(false);
    expect(isDistrictTenant(null)).toBe(false);
    expect(districtCodeOf('yx110108')).toBe('110108');
  });

  it('tests whether an appId is in a list', () => {
    expect(isAppIdIn('yx110101', ['yx110101', 'yx110102'])).toBe(true);
    expect(isAppIdIn('yxdemo', ['yx110101'])).toBe(false);
    expect(isAppIdIn(undefined, ['yx110101'])).toBe(false);
  });
});

describe('enumerations (spec 3)', () => {
  it('keep the spec values as numeric strings with both labels', () => {
    expect(ApplyStatus.values.slice(0, 3)).toEqual(['0', '2', '4']);
    expect(Level.values).toEqual(['1', '2', '3', '4', '5']);
    expect(Level.label('2', 'zh-CN')).toBe('区县级');
    expect(Level.label('2', 'en-US')).toBe('District');
    expect(enumSchema(Level).safeParse('6').success).toBe(false);
    expect(enumSchema(Level).safeParse('2').success).toBe(true);
    for (const enumeration of Object.values(ENUMERATIONS)) {
      for (const option of enumeration.options('en-US')) {
        expect(option.value).toMatch(/^\d+$/);
        expect(option.label.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('error catalogue', () => {
  it('has unique codes, 1001 for an expired session, and no 0', () => {
    const codes = Object.values(ErrorCodes).map((error) => error.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain(0);
    expect(ErrorCodes.SESSION_EXPIRED).toMatchObject({ code: 1001, http: 401 });
  });
});

describe('helpers', () => {
  it('pick the locale from Accept-Language', () => {
    expect(pickLocale('en-GB,en;q=0.8')).toBe('en-US');
    expect(pickLocale('zh-TW')).toBe('zh-CN');
    expect(pickLocale(undefined, 'en-US')).toBe('en-US');
    expect(pickLocale('fr-FR')).toBe('zh-CN');
  });

  it('mask phones and fill paths', () => {
    expect(maskPhone('13800001234')).toBe('138****1234');
    expect(maskPhone(null)).toBeNull();
    expect(fillPath(ApiPaths.checkToken, { tokenId: 'a/b' })).toBe('/oauthService/checkToken/a%2Fb');
    expect(() => fillPath(ApiPaths.checkToken, {})).toThrow();
  });

  it('accept only passwords with 8+ characters, letters and digits', () => {
    expect(isAcceptablePassword('Yanxiu@2026')).toBe(true);
    expect(isAcceptablePassword('abcdefgh')).toBe(false);
    expect(isAcceptablePassword('a1')).toBe(false);
    expect([
      passwordRuleProblem('a1'),
      passwordRuleProblem('abcdefgh'),
      passwordRuleProblem('12345678'),
      passwordRuleProblem('Yanxiu@2026'),
    ]).toEqual(['tooShort', 'needsLettersAndDigits', 'needsLettersAndDigits', null]);
    for (const message of Object.values(PASSWORD_PROBLEMS)) expect(message['zh-CN'] && message['en-US']).toBeTruthy();
  });

  it("apply a tenant's password rules and name its minimum length", () => {
    const rules = { passwordMinLength: 12, passwordNeedsLettersAndDigits: false };
    expect([passwordRuleProblem('Yanxiu@2026', rules), passwordRuleProblem('only letters here', rules)]).toEqual(['tooShort', null]);
    // No tenant goes below the floor of 8.
    expect(passwordRuleProblem('abc1234', { passwordMinLength: 4, passwordNeedsLettersAndDigits: true })).toBe('tooShort');
    expect(passwordProblemMessage('tooShort', 'en-US', rules)).toBe('The new password needs at least 12 characters');
    expect(passwordProblemMessage('common', 'zh-CN', rules)).toBe(PASSWORD_PROBLEMS.common['zh-CN']);
  });
});
