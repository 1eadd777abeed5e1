import { describe, expect, test } from 'vitest';
import { RequestError } from './request';
import { retryRead } from './retry-read';

describe('retrying reads', () => {
  test('a refusal or a missing thing is never retried; a network failure or a 5xx once', () => {
    for (const status of [400, 403, 404, 409]) expect(retryRead(0, new RequestError('x', status, null))).toBe(false);
    expect(retryRead(0, new RequestError('x', undefined, null))).toBe(true);
    expect(retryRead(0, new RequestError('x', 503, null))).toBe(true);
    expect(retryRead(1, new RequestError('x', 503, null))).toBe(false);
    expect(retryRead(0, new Error('boom'))).toBe(true);
  });
});
