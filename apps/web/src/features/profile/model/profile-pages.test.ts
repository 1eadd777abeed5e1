import { PROFILE_KIND_CODES } from '@yanxiu/contract/profile';
import { describe, expect, test } from 'vitest';
import { pageOf, PROFILE_PAGES, viewPathOf } from './profile-pages';

describe('the profile pages', () => {
  test('every kind of the contract is on at least one page, and the personal area alone holds fifteen of them', () => {
    const listed = new Set(Object.values(PROFILE_PAGES).flatMap((pages) => Object.values(pages).flatMap((spec) => spec.kinds)));
    expect(PROFILE_KIND_CODES.filter((kind) => !listed.has(kind))).toEqual([]);
    const personal = new Set(Object.values(PROFILE_PAGES.personal).flatMap((spec) => spec.kinds));
    expect(PROFILE_KIND_CODES.filter((kind) => !personal.has(kind))).toEqual([]);
  });

  test('the backbone area has every kind its recognition reads, the extra ones of the areas included', () => {
    const backbone = new Set(Object.values(PROFILE_PAGES.backbone).flatMap((spec) => spec.kinds));
    for (const kind of ['edu-history', 'academic-post', 'guidance', 'campaign', 'mentoring', 'public-thesis', 'honor'] as const)
      expect(backbone.has(kind)).toBe(true);
  });

  test('the spec’s sub-pages are all there, found from the path of the area or its mirror', () => {
    expect(Object.keys(PROFILE_PAGES.lightweight)).toEqual(['baseInfo', 'model', 'award', 'achievement', 'works', 'honor', 'campaigns']);
    expect(Object.keys(PROFILE_PAGES.backbone)).toEqual([
      'baseInfo',
      'education',
      'educationAward',
      'award',
      'paper',
      'achievement',
      'honor',
      'academic',
      'guidance',
      'campaigns',
    ]);
    expect(Object.keys(PROFILE_PAGES.personal)).toEqual(['baseInfo', 'influence', 'achievements', 'radiation', 'evaluate']);
    expect(pageOf('backbone', '/viewbackbone/paper')?.spec.kinds).toEqual(['public-thesis']);
    expect(pageOf('backbone', '/viewbackbone/apply')).toBeUndefined();
    expect(pageOf('backbone', '/backbone/toString')).toBeUndefined();
  });

  test('staff are sent to the mirror page listing a kind', () => {
    expect(viewPathOf('public-thesis', 9)).toBe('/viewbackbone/paper?userId=9');
    expect(viewPathOf('reflection', 9)).toBe('/viewlwpersonal/works?userId=9');
  });
});
