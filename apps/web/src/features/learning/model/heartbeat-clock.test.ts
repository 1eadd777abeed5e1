import { describe, expect, test } from 'vitest';
import {
  extendLimit,
  HEARTBEAT_EVENTS,
  HeartbeatSeq,
  mergeServerLimit,
  readingLeft,
  reportedPosition,
  seekAllowed,
  VisibleClock,
} from './heartbeat-clock';

describe('heartbeat numbering', () => {
  test('continues after the session lastSeq and strictly grows', () => {
    const seq = new HeartbeatSeq(7);
    expect([seq.next(), seq.next(), seq.next()]).toEqual([8, 9, 10]);
  });

  test('a reopened session ahead of us moves on; one behind never moves back', () => {
    const seq = new HeartbeatSeq(3);
    seq.next();
    seq.continueAfter(12);
    expect(seq.next()).toBe(13);
    seq.continueAfter(5);
    expect(seq.next()).toBe(14);
  });
});

describe('which events report and where', () => {
  test('play, pause, end, both halves of a seek and rate changes report at once; timeupdate does not', () => {
    expect([...HEARTBEAT_EVENTS].sort()).toEqual(['ended', 'pause', 'play', 'ratechange', 'seeked', 'seeking']);
    expect((HEARTBEAT_EVENTS as readonly string[]).includes('timeupdate')).toBe(false);
  });

  test('a seek reports where playback was before it, everything else the current position', () => {
    expect(reportedPosition('seeking', 300, 42)).toBe(42);
    expect(reportedPosition('seeked', 300, 42)).toBe(300);
    expect(reportedPosition('tick', 50, 42)).toBe(50);
  });
});

describe('first-viewing seek limit', () => {
  test('seeks up to the limit plus a second pass; beyond it they are refused; no limit means free', () => {
    expect(seekAllowed(30, 30)).toBe(true);
    expect(seekAllowed(30, 31)).toBe(true);
    expect(seekAllowed(30, 31.5)).toBe(false);
    expect(seekAllowed(30, 0)).toBe(true);
    expect(seekAllowed(null, 10_000)).toBe(true);
  });

  test('normal playback at the edge pushes the limit; a jump or playback behind it does not', () => {
    expect(extendLimit(30, 30, 30.25)).toBe(30.25);
    expect(extendLimit(30, 29.8, 30.1)).toBe(30.1);
    expect(extendLimit(30, 30, 45)).toBe(30);
    expect(extendLimit(30, 10, 10.25)).toBe(30);
    expect(extendLimit(30, 31, 30)).toBe(30);
    expect(extendLimit(30, 40, 40.25)).toBe(30);
  });

  test('a faster rate takes longer steps between timeupdates and still counts', () => {
    expect(extendLimit(30, 30, 36, 2)).toBe(36);
    expect(extendLimit(30, 30, 36, 1)).toBe(30);
  });

  test('once free, always free', () => {
    expect(extendLimit(null, 30, 30.25)).toBeNull();
    expect(mergeServerLimit(40, null)).toBeNull();
  });

  test('the server answer never pulls the local limit back', () => {
    expect(mergeServerLimit(40, 35)).toBe(40);
    expect(mergeServerLimit(40, 52)).toBe(52);
    expect(mergeServerLimit(null, 12)).toBe(12);
  });
});

describe('document reading time', () => {
  test('counts only while visible, from what was already credited', () => {
    const clock = new VisibleClock(20, true, 0);
    expect(clock.seconds(5_000)).toBe(25);
    clock.setVisible(false, 10_000);
    expect(clock.seconds(60_000)).toBe(30);
    clock.setVisible(true, 60_000);
    clock.setVisible(true, 61_000);
    expect(clock.seconds(64_000)).toBe(34);
  });

  test('a page opened hidden starts counting when it shows', () => {
    const clock = new VisibleClock(0, false, 0);
    expect(clock.seconds(9_000)).toBe(0);
    clock.setVisible(true, 9_000);
    expect(clock.seconds(12_500)).toBe(3.5);
  });

  test('the countdown is the share of the lesson still to read, in whole seconds, never negative', () => {
    expect(readingLeft(60, 1, 12.4)).toBe(48);
    expect(readingLeft(100, 0.95, 90)).toBe(5);
    expect(readingLeft(60, 1, 75)).toBe(0);
  });
});
