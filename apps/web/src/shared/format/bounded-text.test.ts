import { describe, expect, test } from 'vitest';
import { boundText, calmMarks, COMBINING_MARKS_KEPT } from './bounded-text';

describe('boundText', () => {
  test('text within the bound is shown as it is, markup and right-to-left overrides included', () => {
    const text = '<script>window.__pwned=1</script>\u202eabc 越南 Tiếng Việt 👨‍👩‍👧‍👦';
    expect(boundText(text, 200)).toEqual({ shown: text, cut: false });
  });

  test('a long text is cut at the bound, by code points, and ends in an ellipsis', () => {
    expect(boundText('W'.repeat(1_000_000), 5)).toEqual({ shown: 'WWWWW…', cut: true });
    // Each emoji is two UTF-16 units: none is split in half.
    expect(boundText('😀'.repeat(10), 3)).toEqual({ shown: '😀😀😀…', cut: true });
  });

  test('a letter carrying thousands of combining marks keeps only a few of them', () => {
    const { shown, cut } = boundText(`Z${'\u0301'.repeat(10_000)}a`, 100);
    expect(shown).toBe(`Z${'\u0301'.repeat(COMBINING_MARKS_KEPT)}a`);
    expect(cut).toBe(true);
  });

  test('the few marks real scripts stack on a letter are kept', () => {
    const vietnamese = 'Việt Nam, người, tiếng';
    expect(boundText(vietnamese.normalize('NFD'), 100)).toEqual({ shown: vietnamese.normalize('NFD'), cut: false });
  });
});

describe('calmMarks', () => {
  test('keeps the text whole but for long runs of combining marks, and passes null through', () => {
    expect(calmMarks(`${'long '.repeat(2000)}Z${'\u0301'.repeat(5000)}`)).toBe(
      `${'long '.repeat(2000)}Z${'\u0301'.repeat(COMBINING_MARKS_KEPT)}`,
    );
    expect(calmMarks(null)).toBeNull();
  });
});
