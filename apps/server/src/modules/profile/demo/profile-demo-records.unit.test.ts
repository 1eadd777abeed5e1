import { PROFILE_KIND_CODES, PROFILE_SCHEMAS } from '@yanxiu/contract/profile';
import { describe, expect, it } from 'vitest';
import { DEMO_PROFILE_RECORDS } from './profile-demo-records';

describe('the demo growth files', () => {
  it('hold only records the save forms would take', () => {
    for (const [username, records] of Object.entries(DEMO_PROFILE_RECORDS)) {
      for (const record of records) {
        const parsed = PROFILE_SCHEMAS[record.kind].SaveBody.safeParse({
          title: record.title,
          date: record.date,
          level: record.level ?? undefined,
          fields: record.fields,
        });
        expect(parsed.error?.issues ?? [], `${username}: ${record.kind} ${record.title}`).toEqual([]);
      }
    }
  });

  it('give the demo teacher every kind in every state, and the backbone teacher a full backbone area', () => {
    const teacher = DEMO_PROFILE_RECORDS.teacher!;
    expect(new Set(teacher.map((record) => record.kind))).toEqual(new Set(PROFILE_KIND_CODES));
    expect(new Set(teacher.map((record) => record.state))).toEqual(new Set(['unverified', 'verified', 'rejected']));
    expect(teacher.filter((record) => record.state === 'rejected').every((record) => record.reason)).toBe(true);
    const backboneKinds = new Set(DEMO_PROFILE_RECORDS.backbone!.map((record) => record.kind));
    for (const kind of [
      'edu-history',
      'honor',
      'stu-awards',
      'public-thesis',
      'research-topic',
      'edu-prd',
      'academic-post',
      'guidance',
      'campaign',
      'mentoring',
    ] as const) {
      expect(backboneKinds.has(kind), kind).toBe(true);
    }
  });
});
