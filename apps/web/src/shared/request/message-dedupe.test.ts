import { beforeEach, expect, test } from 'vitest';
import { DUPLICATE_WINDOW_MS, resetShownMessages, shouldShow } from './message-dedupe';

const t0 = 1_750_000_000_000;

beforeEach(() => resetShownMessages());

test('the window is the 3 seconds of spec 9', () => {
  expect(DUPLICATE_WINDOW_MS).toBe(3000);
});

test('a message may be shown once within 3 s, and again from 3 s on', () => {
  expect(shouldShow('名额已满', t0)).toBe(true);
  expect(shouldShow('名额已满', t0 + 1)).toBe(false);
  expect(shouldShow('名额已满', t0 + 2_999)).toBe(false);
  expect(shouldShow('名额已满', t0 + 3_000)).toBe(true);
  expect(shouldShow('名额已满', t0 + 3_001)).toBe(false);
});

test('a suppressed repeat does not extend the window', () => {
  expect(shouldShow('a', t0)).toBe(true);
  expect(shouldShow('a', t0 + 2_000)).toBe(false);
  expect(shouldShow('a', t0 + 3_000)).toBe(true);
});

test('different messages do not suppress each other', () => {
  expect(shouldShow('名额已满', t0)).toBe(true);
  expect(shouldShow('报名已截止', t0)).toBe(true);
  expect(shouldShow('名额已满', t0 + 10)).toBe(false);
});

test('resetShownMessages forgets what was shown', () => {
  expect(shouldShow('a', t0)).toBe(true);
  resetShownMessages();
  expect(shouldShow('a', t0 + 1)).toBe(true);
});

test('many different messages do not make earlier ones showable again within 3 s', () => {
  for (let i = 0; i < 150; i += 1) expect(shouldShow(`message ${i}`, t0 + i)).toBe(true);
  expect(shouldShow('message 0', t0 + 2_000)).toBe(false);
  expect(shouldShow('message 149', t0 + 2_000)).toBe(false);
  expect(shouldShow('message 0', t0 + 3_000)).toBe(true);
});
