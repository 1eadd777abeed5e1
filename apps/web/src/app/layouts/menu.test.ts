import { describe, expect, test } from 'vitest';
import { enUS } from '@/shared/i18n/en-US';
import { zhCN } from '@/shared/i18n/zh-CN';
import { MENU, menuPlace } from './menu';

describe('where a page sits in the menu', () => {
  test('the entry a path is or lies under, with its area: the page highlights it and its breadcrumb follows it', () => {
    expect(menuPlace('/my/certificate')).toEqual({ area: 'studyTime', entry: 'certificate', path: '/my/certificate' });
    expect(menuPlace('/publicClassList')).toMatchObject({ area: 'training', entry: 'publicClassList' });
    expect(menuPlace('/training/common/5')).toMatchObject({ area: 'training', entry: 'trainingCommon', path: '/training/common' });
    expect(menuPlace('/my/schoolTraining/9')).toMatchObject({ area: 'training', entry: 'schoolTraining' });
    expect(menuPlace('/manage/training/5')).toMatchObject({ area: 'manage', entry: 'manageTraining' });
    expect(menuPlace('/my/todoList/development/3')).toMatchObject({ area: 'mine', entry: 'todoList' });
    // A prefix of letters is not a parent: /training/commonX is not under /training/common.
    expect(menuPlace('/training/commonX')).toBeNull();
    expect(menuPlace('/videoPlay')).toBeNull();
  });
});

describe('the breadcrumb of a menu page', () => {
  // A page named as its area reads "Selection / Selection": each entry needs a name of its own in both languages.
  test.each([
    ['zh-CN', zhCN],
    ['en-US', enUS],
  ] as const)('names each entry apart from its area in %s', (_locale, messages) => {
    const clashes = MENU.filter(({ area }) => area !== 'home').flatMap(({ area, items }) =>
      items
        .filter((entry) => messages.routes[entry as keyof typeof messages.routes] === messages.nav[area as keyof typeof messages.nav])
        .map((entry) => `${area}/${entry}`),
    );
    expect(clashes).toEqual([]);
  });
});
