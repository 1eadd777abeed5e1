import { expect, test } from 'vitest';
import { notifier, setNotifier } from './notifier';

test('messages sent before the app plugs its message API in are shown once it has, in order and a few at most', () => {
  notifier().warning('登录已过期，请重新登录');
  notifier().error('second');
  for (let index = 0; index < 10; index += 1) notifier().success(`more ${index}`);
  const shown: string[] = [];
  setNotifier({
    success: (text) => shown.push(`success ${text}`),
    warning: (text) => shown.push(`warning ${text}`),
    error: (text) => shown.push(`error ${text}`),
  });
  expect(shown).toEqual(['warning 登录已过期，请重新登录', 'error second', 'success more 0', 'success more 1', 'success more 2']);
  // Later messages go straight to it, and nothing held is shown twice.
  notifier().success('now');
  setNotifier({ success: (text) => shown.push(`again ${text}`), warning: () => undefined, error: () => undefined });
  expect(shown.at(-1)).toBe('success now');
});
