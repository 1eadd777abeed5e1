import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RequestError } from '@/shared/request/request';
import { renderAt } from '@/shared/testing/render-at';
import { signInWith } from '@/shared/testing/sign-in';
import { calledIdOf, CallEditorLoad } from './CallEditorLoad';

type Stored = { id: number; version: number };
const read = (over: Partial<{ data: Stored; error: unknown; isError: boolean; isPending: boolean }>) => ({
  data: undefined,
  error: null,
  isError: false,
  isPending: false,
  refetch: vi.fn(),
  ...over,
});
const failure = { notFound: '未找到该评选', back: null, testId: 'thing-not-found' };
const editorOf = (stored: Stored | null) => <div data-testid="editor">{stored ? `v${stored.version}` : 'new'}</div>;

beforeEach(async () => {
  await signInWith(['district_admin']);
});
afterEach(cleanup);

describe("a call editor's address and read", () => {
  test('an address names a new call, a stored one by its number, or none', () => {
    expect(calledIdOf(undefined)).toEqual({ isNew: true, id: undefined });
    expect(calledIdOf('42')).toEqual({ isNew: false, id: 42 });
    expect(calledIdOf('4x2')).toEqual({ isNew: false, id: undefined });
  });

  test('a new call is edited at once; a stored one once read; an address naming none is not found, with nothing to wait for', async () => {
    const show = (called: ReturnType<typeof calledIdOf>, state: ReturnType<typeof read>) =>
      renderAt('/', <CallEditorLoad called={called} read={state} failure={failure} editorOf={editorOf} />, '/');
    show(calledIdOf(undefined), read({ isPending: true }));
    expect(screen.getByTestId('editor').textContent).toBe('new');
    cleanup();
    show(calledIdOf('9'), read({ isPending: true }));
    expect(screen.queryByTestId('editor')).toBeNull();
    cleanup();
    show(calledIdOf('9'), read({ data: { id: 9, version: 3 } }));
    expect(screen.getByTestId('editor').textContent).toBe('v3');
    cleanup();
    show(calledIdOf('nine'), read({ isPending: true }));
    expect((await screen.findByTestId('thing-not-found')).textContent).toContain('未找到该评选');
    cleanup();
    show(calledIdOf('9'), read({ isError: true, error: new RequestError('未找到', 404, null) }));
    expect((await screen.findByTestId('thing-not-found')).textContent).toContain('未找到该评选');
  });
});
