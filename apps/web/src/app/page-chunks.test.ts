import { describe, expect, expectTypeOf, test } from 'vitest';
import { PAGE_CHUNKS } from './page-chunks';
import { PAGES } from './page-registry';

describe('the chunk plan names pages of the registry', () => {
  test('every key is a page key (checked by the type check too)', () => {
    expectTypeOf<keyof typeof PAGE_CHUNKS>().toExtend<keyof typeof PAGES>();
    for (const key of Object.keys(PAGE_CHUNKS)) expect(Object.keys(PAGES)).toContain(key);
  });
});
