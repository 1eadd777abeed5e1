import { describe, expect, it } from 'vitest';
import { findUnsafeString } from './input-guard';

describe('findUnsafeString', () => {
  it('passes ordinary text, Chinese and paired surrogates (emoji), and non-strings', () => {
    expect(findUnsafeString({ name: '王芳', note: 'ok 😀', n: 1, b: true, z: null, list: ['a', { deep: '深' }] }, 'body')).toBeUndefined();
    expect(findUnsafeString(undefined, 'body')).toBeUndefined();
    expect(findUnsafeString('plain', 'params')).toBeUndefined();
  });

  it('names the field holding a NUL or a lone surrogate, however deep', () => {
    expect(findUnsafeString({ nameEn: '\ud800' }, 'body')).toBe('body.nameEn');
    expect(findUnsafeString({ keyword: 'a\u0000b' }, 'query')).toBe('query.keyword');
    expect(findUnsafeString({ a: { b: [1, 'x', { c: 'tail\udc00' }] } }, 'body')).toBe('body.a.b.2.c');
    expect(findUnsafeString({ x: 'high at the end \ud83d' }, 'body')).toBe('body.x');
    expect(findUnsafeString(['ok', '\u0000'], 'body')).toBe('body.1');
  });

  it('checks keys too, and spells the offending code unit in the path', () => {
    expect(findUnsafeString({ ['a\u0000']: 1 }, 'query')).toBe('query.a\\u0000');
    expect(findUnsafeString({ outer: { ['\ud800']: 'x' } }, 'body')).toBe('body.outer.\\ud800');
  });

  it('walks very deep bodies without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnsafeString(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});
