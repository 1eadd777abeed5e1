import { ROLE_CODES, type RoleCode } from '@yanxiu/contract/roles';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canGrant, canManageAccount, grantableRoles, grantRefusal, rolesRefusal } from './role-grants';

const district = { path: '/1/', level: 2 };
const schoolA = { path: '/1/10/', level: 1 };
const schoolB = { path: '/1/11/', level: 1 };
const otherDistrict = { path: '/2/', level: 2 };
const schoolOfOther = { path: '/2/20/', level: 1 };

describe('canGrant', () => {
  it('lets a school admin make teachers and school admins of their own school', () => {
    expect(canGrant(['school_admin'], schoolA, 'teacher', schoolA)).toBe(true);
    expect(canGrant(['school_admin'], schoolA, 'school_admin', schoolA)).toBe(true);
  });

  it('refuses a school admin district roles, experts and backbone status', () => {
    expect(grantRefusal(['school_admin'], schoolA, 'district_admin', schoolA)).toBe('above_actor');
    expect(grantRefusal(['school_admin'], schoolA, 'platform_admin', schoolA)).toBe('above_actor');
    expect(grantRefusal(['school_admin'], schoolA, 'expert', schoolA)).toBe('above_actor');
    expect(grantRefusal(['school_admin'], schoolA, 'backbone', schoolA)).toBe('above_actor');
  });

  it('keeps a school admin inside their school', () => {
    expect(grantRefusal(['school_admin', 'teacher'], schoolA, 'teacher', schoolB)).toBe('out_of_scope');
    expect(grantRefusal(['school_admin'], schoolA, 'teacher', district)).toBe('out_of_scope');
  });

  it('lets a district admin grant up to district admin within the district, never platform admin', () => {
    expect(canGrant(['district_admin'], district, 'teacher', schoolB)).toBe(true);
    expect(canGrant(['district_admin'], district, 'expert', schoolB)).toBe(true);
    expect(canGrant(['district_admin'], district, 'district_admin', district)).toBe(true);
    expect(grantRefusal(['district_admin'], district, 'platform_admin', district)).toBe('above_actor');
    expect(grantRefusal(['district_admin'], district, 'teacher', schoolOfOther)).toBe('out_of_scope');
    expect(grantRefusal(['district_admin'], district, 'school_admin', otherDistrict)).toBe('out_of_scope');
  });

  it('lets a platform admin grant anything anywhere in the tenant', () => {
    expect(canGrant(['platform_admin'], district, 'platform_admin', otherDistrict)).toBe(true);
    expect(canGrant(['platform_admin'], district, 'teacher', schoolOfOther)).toBe(true);
  });

  it('places roles only at units of their level', () => {
    expect(grantRefusal(['district_admin'], district, 'teacher', district)).toBe('wrong_level');
    expect(grantRefusal(['district_admin'], district, 'school_admin', district)).toBe('wrong_level');
    expect(grantRefusal(['platform_admin'], district, 'district_admin', schoolA)).toBe('wrong_level');
  });

  it('refuses grants at a closed unit and to people who are not staff', () => {
    expect(grantRefusal(['district_admin'], district, 'teacher', { ...schoolA, closed: true })).toBe('unit_closed');
    expect(grantRefusal(['teacher', 'backbone', 'expert'], schoolA, 'teacher', schoolA)).toBe('not_staff');
  });

  it('reports the first refusal among several roles', () => {
    expect(rolesRefusal(['school_admin'], schoolA, ['teacher', 'district_admin'], schoolA)).toBe('above_actor');
    expect(rolesRefusal(['school_admin'], schoolA, ['teacher', 'APPY313'], schoolA)).toBeNull();
  });

  it('never lets anyone grant a role ranked above every role they hold', () => {
    const rank = (role: RoleCode) => ({ school_admin: 2, district_admin: 3, platform_admin: 4 })[role as string] ?? 1;
    const staffRank = (roles: RoleCode[]) => Math.max(0, ...roles.map((role) => (rank(role) > 1 ? rank(role) : 0)));
    const role = fc.constantFrom(...ROLE_CODES);
    const unit = fc.record({ path: fc.constantFrom('/1/', '/1/10/', '/2/'), level: fc.integer({ min: 1, max: 5 }) });
    fc.assert(
      fc.property(fc.array(role, { maxLength: 3 }), unit, role, unit, (actorRoles, actorUnit, granted, target) => {
        if (canGrant(actorRoles, actorUnit, granted, target)) expect(rank(granted)).toBeLessThanOrEqual(staffRank(actorRoles));
      }),
    );
  });
});

describe('canManageAccount', () => {
  it('lets a school admin manage the teachers of their school but not a district admin placed there', () => {
    expect(canManageAccount(['school_admin'], schoolA, { roles: ['teacher'], unit: schoolA })).toBe(true);
    expect(canManageAccount(['school_admin'], schoolA, { roles: ['teacher', 'district_admin'], unit: schoolA })).toBe(false);
    expect(canManageAccount(['school_admin'], schoolA, { roles: ['teacher'], unit: schoolB })).toBe(false);
  });

  it('still manages the people of a closed unit', () => {
    expect(canManageAccount(['district_admin'], district, { roles: ['teacher'], unit: { ...schoolA, closed: true } })).toBe(true);
  });
});

describe('grantableRoles', () => {
  it('offers a school admin at their school teacher, school admin and idle logout only', () => {
    expect(grantableRoles(['school_admin'], schoolA, schoolA)).toEqual(['teacher', 'school_admin', 'APPY313']);
  });
});
