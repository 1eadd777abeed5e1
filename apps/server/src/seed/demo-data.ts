import type { ServiceDeps } from '@server/platform/deps';
import type { RoleCode } from '@yanxiu/contract/roles';
import { DEMO_TENANT, DISTRICT_TENANTS } from '@yanxiu/contract/tenant';
import type { Db } from '@server/db/client';
import type { Tenant } from '@server/platform/tenant/tenant.repository';
import { insertOrgUnit, insertUser, tenantHasUsers, type NewTeacher } from './seed.repository';
import type { DemoSeedContext } from '@server/platform/demo/demo-seed';
import type { AppModule } from '@server/platform/module';
import { buildPdf } from '@server/platform/pdf/sample-pdf';

/** The password of every demo account; printed at start-up and in the README. */
export const DEMO_PASSWORD = 'Yanxiu@2026';

type DemoAccount = {
  username: string;
  name: string;
  gender: '1' | '2';
  roles: RoleCode[];
  /** Index into the tenant's schools; null for district staff. */
  school: number | null;
  phone: string;
  teacher?: NewTeacher;
};

/** The demo accounts, the same in every tenant. `newteacher` has not yet confirmed their information. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'teacher',
    name: '王芳',
    gender: '2',
    roles: ['teacher'],
    school: 0,
    phone: '13800000001',
    teacher: {
      sectionCode: '2',
      subjectCode: '02',
      titleCode: '3',
      phaseCode: '2',
      teachingSinceYear: 2016,
      confirmedAt: new Date('2026-09-01T08:00:00Z'),
    },
  },
  {
    username: 'backbone',
    name: '李强',
    gender: '1',
    roles: ['teacher', 'backbone'],
    school: 1,
    phone: '13800000002',
    teacher: {
      sectionCode: '3',
      subjectCode: '13',
      titleCode: '2',
      phaseCode: '3',
      teachingSinceYear: 2008,
      confirmedAt: new Date('2026-09-01T08:00:00Z'),
    },
  },
  {
    username: 'school_admin',
    name: '陈静',
    gender: '2',
    roles: ['teacher', 'school_admin'],
    school: 0,
    phone: '13800000003',
    teacher: {
      sectionCode: '2',
      subjectCode: '01',
      titleCode: '2',
      // Not recognised as a backbone teacher, so below the backbone rung (development/backbone-rung.ts).
      phaseCode: '2',
      teachingSinceYear: 2005,
      confirmedAt: new Date('2026-09-01T08:00:00Z'),
    },
  },
  { username: 'district_admin', name: '赵磊', gender: '1', roles: ['district_admin'], school: null, phone: '13800000004' },
  // Platform staff run every tenant's settings (/manage/tenants); seeded like the others so the page can be tried.
  { username: 'platform_admin', name: '吴敏', gender: '2', roles: ['platform_admin'], school: null, phone: '13800000008' },
  {
    username: 'expert',
    name: '孙丽',
    gender: '2',
    // A master teacher (名师) is past the backbone rung, and so holds the backbone role (development/backbone-rung.ts).
    roles: ['teacher', 'backbone', 'expert'],
    school: 2,
    phone: '13800000005',
    teacher: {
      sectionCode: '4',
      subjectCode: '01',
      titleCode: '1',
      phaseCode: '5',
      teachingSinceYear: 1996,
      confirmedAt: new Date('2026-09-01T08:00:00Z'),
    },
  },
  {
    username: 'idle',
    name: '周涛',
    gender: '1',
    roles: ['teacher', 'APPY313'],
    school: 1,
    phone: '13800000006',
    teacher: {
      sectionCode: '3',
      subjectCode: '02',
      titleCode: '3',
      phaseCode: '2',
      teachingSinceYear: 2014,
      confirmedAt: new Date('2026-09-01T08:00:00Z'),
    },
  },
  {
    username: 'newteacher',
    name: '刘洋',
    gender: '1',
    roles: ['teacher'],
    school: 0,
    phone: '13800000007',
    teacher: { sectionCode: '2', subjectCode: '03', titleCode: '9', phaseCode: '1', teachingSinceYear: 2026, confirmedAt: null },
  },
];

/** The demo schools with their sections (学段), which their teachers' sections are among. */
function demoSchools(district: string): Array<{ name: string; sectionCodes: string[] }> {
  return [
    { name: `${district}第一实验小学`, sectionCodes: ['2'] },
    { name: `${district}实验中学`, sectionCodes: ['3', '4'] },
    { name: `${district}第二高级中学`, sectionCodes: ['4'] },
  ];
}

/**
 * Seeds each empty tenant with a district office, three schools and the demo accounts, then the demo tenant with
 * each module's demo material (its `demo` hook, in the order of `modules`). Tenants that already have accounts are
 * left alone, so restarting never duplicates or resets anything.
 */
export async function seedDemoData(db: Db, tenants: Tenant[], deps: ServiceDeps, modules: readonly AppModule[]): Promise<string[]> {
  const { passwords } = deps;
  const seeded: string[] = [];
  const districts = new Map([DEMO_TENANT, ...DISTRICT_TENANTS].map((tenant) => [tenant.slug, tenant.district]));
  // Every demo account has the published demo password, so one argon2 hash serves them all: hashing it once per
  // account (nine per tenant, four at a time on libuv's threads at 19 MiB each) cost seconds of the embedded
  // server's first start and raised its peak memory, and distinct salts protect nothing for a password everyone knows.
  let demoHash: Promise<string> | undefined;
  for (const tenant of tenants) {
    if (await tenantHasUsers(db, tenant.id)) continue;
    const district = districts.get(tenant.slug) ?? tenant.name;
    demoHash ??= passwords.hash(DEMO_PASSWORD);
    const hash = await demoHash;
    const hashes = DEMO_ACCOUNTS.map(() => hash);
    const accounts = await db.transaction(async (tx) => {
      const office = await insertOrgUnit(tx, tenant.id, { name: `${district}教育委员会`, level: 2 });
      const schools = [];
      for (const { name, sectionCodes } of demoSchools(district))
        schools.push({ name, ...(await insertOrgUnit(tx, tenant.id, { name, level: 1, parent: office, sectionCodes })) });
      const userIds: Record<string, number> = {};
      for (const [index, account] of DEMO_ACCOUNTS.entries()) {
        const org = account.school === null ? office : schools[account.school]!;
        userIds[account.username] = await insertUser(
          tx,
          {
            tenantId: tenant.id,
            username: account.username,
            passwordHash: hashes[index]!,
            name: account.name,
            gender: account.gender,
            phone: account.phone,
            orgUnitId: org.id,
            roles: account.roles,
          },
          account.teacher,
        );
      }
      return { tenantId: tenant.id, district, officeId: office.id, schools, userIds };
    });
    // Modules' demo material goes to the demo tenant only, which also keeps test databases quick to build. In
    // MODULES order: a seed builds on those before it (learning credits training's programmes, research links them).
    if (tenant.slug === DEMO_TENANT.slug) {
      const context: DemoSeedContext = { db, deps, ...accounts, mediaDir: new URL('./media/', import.meta.url), buildPdf };
      for (const module of modules) await module.demo?.seed(context);
    }
    seeded.push(tenant.slug);
  }
  return seeded;
}
