import type { ManagedUnit } from '@yanxiu/contract/administration-units';
import { ApiPaths } from '@yanxiu/contract/paths';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskResources } from '@server/db/schema/disk';
import { teachers, users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import { researchGroups } from '@server/db/schema/research';
import { listCodeItems } from '@server/modules/basecode/basecode.public';
import { createTestApp, DONGCHENG, type TestApp } from '@server-test/support/test-app';

// The demo data says the same thing everywhere it is read: a school's sections (学段) hold its teachers' sections,
// and a seeded resource or group is filed under the section and subject its own title and tags name.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Words that name a section: its own name, and the grades taught in it. */
const GRADE_SECTIONS: Record<string, string> = {
  一年级: '2',
  二年级: '2',
  三年级: '2',
  四年级: '2',
  五年级: '2',
  六年级: '2',
  七年级: '3',
  八年级: '3',
  九年级: '3',
  高一: '4',
  高二: '4',
  高三: '4',
};

describe('the demo seed', () => {
  it("gives every school its sections, among which are its teachers', as the units page lists them", async () => {
    for (const tenant of [undefined, DONGCHENG]) {
      const admin = await t.login('district_admin', tenant);
      const listed = await t.call('GET', ApiPaths.administrationUnits, { token: admin.access_token, ...(tenant ? { tenant } : {}) });
      expect(listed.statusCode, listed.body).toBe(200);
      const schools = (listed.json().data.units as ManagedUnit[]).filter((unit) => unit.level === 1);
      expect(schools).toHaveLength(3);
      for (const school of schools) expect(school.sectionCodes, school.name).not.toEqual([]);
    }
    const placed = await t.deps.db
      .select({ username: users.username, section: teachers.sectionCode, schoolSections: orgUnits.sectionCodes, level: orgUnits.level })
      .from(teachers)
      .innerJoin(users, and(eq(users.tenantId, teachers.tenantId), eq(users.id, teachers.userId)))
      .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)));
    expect(placed.length).toBeGreaterThan(20);
    for (const person of placed.filter((row) => row.level === 1)) {
      expect(person.schoolSections, `${person.username} teaches in section ${person.section}`).toContain(person.section);
    }
  });

  it('files each seeded resource and group under the section and subject its title and tags name', async () => {
    const [sections, subjects] = await Promise.all([listCodeItems(t.deps.db, 'section'), listCodeItems(t.deps.db, 'subject')]);
    const sectionWords = { ...GRADE_SECTIONS, ...Object.fromEntries(sections.map((item) => [item.name, item.code])) };
    const named = (words: string, table: Record<string, string>) => [
      ...new Set(Object.entries(table).flatMap(([word, code]) => (words.includes(word) ? [code] : []))),
    ];
    const filed = [
      ...(
        await t.deps.db
          .select({
            title: diskResources.title,
            tags: diskResources.tags,
            section: diskResources.sectionCode,
            subject: diskResources.subjectCode,
          })
          .from(diskResources)
          .where(isNotNull(diskResources.sectionCode))
      ).map((row) => ({ words: [row.title, ...row.tags].join(' '), section: row.section, subject: row.subject })),
      ...(
        await t.deps.db
          .select({ name: researchGroups.name, section: researchGroups.sectionCode, subject: researchGroups.subjectCode })
          .from(researchGroups)
          .where(isNotNull(researchGroups.sectionCode))
      ).map((row) => ({ words: row.name, section: row.section, subject: row.subject })),
    ];
    expect(filed.some((row) => row.words.includes('七年级'))).toBe(true);
    const subjectWords = Object.fromEntries(subjects.map((item) => [item.name, item.code]));
    for (const row of filed) {
      for (const code of named(row.words, sectionWords)) expect(row.section, row.words).toBe(code);
      for (const code of named(row.words, subjectWords)) expect(row.subject, row.words).toBe(code);
    }
  });
});
