import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { refusal } from '@/shared/testing/fake-api';
import { fakeApi, renderAt, signInAs } from '../development.fixtures';
import ReviewDetailPage from './ReviewDetailPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the review page of an application', () => {
  test('an application that does not exist is said once, in place, with the way back, and no toast', async () => {
    const shown = await signInAs(['teacher']);
    fakeApi((call) => (call.path === ApiPaths.getApplyDetailAndAuditInfo ? refusal(404, 4004, '请求的内容不存在') : []));
    renderAt('/my/todoList/development/:applyId', <ReviewDetailPage />, '/my/todoList/development/999');
    const failure = await screen.findByTestId('apply-not-found');
    expect(failure.getAttribute('data-failure')).toBe('notFound');
    expect(document.body.textContent!.split('申报不存在或您无权查看')).toHaveLength(2);
    expect(document.body.textContent).not.toContain('请求的内容不存在');
    expect(shown).toEqual([]);
  });
});
