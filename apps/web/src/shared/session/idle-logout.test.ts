import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { watchIdleLogout } from './idle-logout';
import { STORAGE_KEYS } from '../config/storage-keys';

const MINUTE = 60_000;
const lastActive = () => localStorage.getItem(STORAGE_KEYS.lastActiveAt);
const press = () => window.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));

let stop: () => void = () => undefined;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T08:00:00Z'));
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('without role APPY313', () => {
  test('does nothing: no activity stored, never logs out', () => {
    const onIdle = vi.fn();
    stop = watchIdleLogout(['teacher', 'school_admin'], onIdle);
    press();
    expect(lastActive()).toBeNull();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('with role APPY313 (spec 4)', () => {
  test('stores the last active time on start and on each mouse press', () => {
    stop = watchIdleLogout(['teacher', 'APPY313'], vi.fn());
    expect(lastActive()).toBe(String(Date.now()));

    vi.advanceTimersByTime(90_000);
    press();
    expect(lastActive()).toBe(String(Date.now()));
  });

  test('logs out once, after more than 15 minutes idle and not before', () => {
    const onIdle = vi.fn();
    stop = watchIdleLogout(['APPY313'], onIdle);

    vi.advanceTimersByTime(15 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();

    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(30 * MINUTE);
    press();
    vi.advanceTimersByTime(30 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  test("follows the tenant's idle minutes from app info's sign-in policy", () => {
    const onIdle = vi.fn();
    stop = watchIdleLogout(['APPY313'], onIdle, 5);
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  test('checks once a minute, so idleness is noticed at the next check', () => {
    const onIdle = vi.fn();
    stop = watchIdleLogout(['APPY313'], onIdle);
    vi.advanceTimersByTime(15 * MINUTE + 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE - 2);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  test('a mouse press resets the clock', () => {
    const onIdle = vi.fn();
    stop = watchIdleLogout(['APPY313'], onIdle);

    vi.advanceTimersByTime(10 * MINUTE);
    press();
    vi.advanceTimersByTime(15 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();

    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  test('activity stored by another tab counts too', () => {
    const onIdle = vi.fn();
    stop = watchIdleLogout(['APPY313'], onIdle);
    vi.advanceTimersByTime(14 * MINUTE);
    localStorage.setItem(STORAGE_KEYS.lastActiveAt, String(Date.now()));
    vi.advanceTimersByTime(15 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  test('after stop nothing is watched any more', () => {
    const onIdle = vi.fn();
    stop = watchIdleLogout(['APPY313'], onIdle);
    const started = lastActive();
    stop();
    vi.advanceTimersByTime(MINUTE);
    press();
    expect(lastActive()).toBe(started);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
