import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi, renderAt, setUpTeacherTests } from '../../training.fixtures';
import { readMediaTarget } from './media-context';
import VideoPlayer from './VideoPlayer';

setUpTeacherTests();

const link = {
  url: '/api/training/media/f-1?appId=yxdemo&uid=7&exp=1&sig=abcdefghijklmnop',
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  contentType: 'video/mp4',
  name: 'intro.mp4',
};

describe('the player starts where "continue learning" says', () => {
  test('reads the start second from the address, and nothing else as one', () => {
    expect(readMediaTarget('?unitId=5&programmeId=9&t=754').startAt).toBe(754);
    for (const search of ['?unitId=5', '?unitId=5&t=', '?unitId=5&t=-3', '?unitId=5&t=1e3', '?unitId=5&t=12.5', '?unitId=5&t=99999999'])
      expect(readMediaTarget(search).startAt, search).toBeNull();
  });

  test('seeks to it once the video knows its length, not before', async () => {
    fakeApi(() => undefined);
    renderAt('/videoPlay', <VideoPlayer link={link} onRenew={() => undefined} startAt={754} />, '/videoPlay');
    const video = (await screen.findByTestId('lesson-video')) as HTMLVideoElement;
    expect(video.currentTime).toBe(0);
    Object.defineProperty(video, 'duration', { value: 2700, configurable: true });
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(754);
  });

  test('starts at the beginning without one', async () => {
    fakeApi(() => undefined);
    renderAt('/videoPlay', <VideoPlayer link={link} onRenew={() => undefined} />, '/videoPlay');
    const video = (await screen.findByTestId('lesson-video')) as HTMLVideoElement;
    fireEvent(video, new Event('loadedmetadata'));
    expect(video.currentTime).toBe(0);
  });
});
