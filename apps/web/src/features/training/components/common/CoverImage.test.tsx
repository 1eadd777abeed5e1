import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { CoverImage } from './CoverImage';

afterEach(cleanup);

test('a first-screen cover loads at once and first; the others wait until they are scrolled near', () => {
  render(
    <>
      <CoverImage fileId="a" alt="第一门课程" placeholder="暂无封面" first />
      <CoverImage fileId="b" alt="第二门课程" placeholder="暂无封面" />
    </>,
  );
  const first = screen.getByAltText('第一门课程');
  expect(first.getAttribute('loading')).toBe('eager');
  expect(first.getAttribute('fetchpriority')).toBe('high');
  const second = screen.getByAltText('第二门课程');
  expect(second.getAttribute('loading')).toBe('lazy');
  expect(second.getAttribute('fetchpriority')).toBe('auto');
});

test('without a cover, a named placeholder', () => {
  render(<CoverImage fileId={null} alt="课程" placeholder="暂无封面" first />);
  expect(screen.getByRole('img', { name: '暂无封面' })).toBeTruthy();
});
