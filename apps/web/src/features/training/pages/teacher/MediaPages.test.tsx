import { ApiPaths } from '@yanxiu/contract/paths';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import QuickLookPage from './QuickLookPage';
import { fakeApi, programmeDetail, refusal, renderAt, signInTeacher } from '../../training.fixtures';
import VideoPlayPage from './VideoPlayPage';

beforeEach(async () => {
  await signInTeacher();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const link = (n: number, contentType = 'video/mp4') => ({
  url: `/api/training/media/f-1?appId=yxdemo&uid=7&exp=${n}&sig=abcdefghijklmnop${n}`,
  expiresAt: inAnHour(),
  contentType,
  name: contentType === 'application/pdf' ? '设计模板.pdf' : 'intro.mp4',
});

describe('/videoPlay', () => {
  test('plays the unit on its signed address and asks for a new one when the old one is refused', async () => {
    let issued = 0;
    const api = fakeApi((call) => {
      if (call.path === '/training/units/501/mediaLink') return link(++issued);
      if (call.path === '/training/programmes/42') return programmeDetail();
      return undefined;
    });
    renderAt('/videoPlay', <VideoPlayPage />, '/videoPlay?unitId=501&programmeId=42');
    const video = (await screen.findByTestId('lesson-video')) as HTMLVideoElement;
    expect(video.getAttribute('src')).toContain('exp=1');
    expect(await screen.findByRole('heading', { name: '大单元概论' })).toBeTruthy();
    fireEvent.error(video);
    await waitFor(() => expect(screen.getByTestId('lesson-video').getAttribute('src')).toContain('exp=2'));
    expect(api.of('/training/units/501/mediaLink')).toHaveLength(2);
    // Not enrolled (a staff preview, say): nothing is recorded.
    expect(api.of(ApiPaths.learningWatchStart)).toEqual([]);
  });

  test('a teacher who is not enrolled is told so, with the way back to the programme', async () => {
    fakeApi((call) => {
      if (call.path === '/training/units/501/mediaLink') return refusal(403, 4003, '请先报名这个培训');
      if (call.path === '/training/programmes/42') return programmeDetail({ kind: 'common' });
      return undefined;
    });
    renderAt('/videoPlay', <VideoPlayPage />, '/videoPlay?unitId=501&programmeId=42');
    expect((await screen.findByTestId('media-refused')).textContent).toContain('无法打开：请先报名这个培训');
    await waitFor(() => expect(screen.getByTestId('media-back').getAttribute('href')).toBe('/training/common/42'));
  });

  test('an open class plays from its own link', async () => {
    const api = fakeApi((call) => (call.path === '/training/openClasses/3/mediaLink' ? link(1) : undefined));
    renderAt('/videoPlay', <VideoPlayPage />, '/videoPlay?openClassId=3');
    expect(await screen.findByTestId('lesson-video')).toBeTruthy();
    expect(api.calls.some((call) => call.path.startsWith('/training/programmes'))).toBe(false);
    expect(api.of(ApiPaths.learningWatchStart)).toEqual([]);
    expect(screen.getByRole('link', { name: '返回公开课列表' }).getAttribute('href')).toBe('/publicClassList');
  });

  test('without a unit or open class it says what is missing', async () => {
    fakeApi(() => undefined);
    renderAt('/videoPlay', <VideoPlayPage />, '/videoPlay');
    expect(await screen.findByText('缺少要播放的内容，请从培训页面进入。')).toBeTruthy();
  });
});

describe('/quickLook', () => {
  test('a PDF shows in a frame on its signed address, with a download', async () => {
    fakeApi((call) => {
      if (call.path === '/training/units/502/mediaLink') return link(1, 'application/pdf');
      if (call.path === '/training/programmes/42') return programmeDetail();
      return undefined;
    });
    renderAt('/quickLook', <QuickLookPage />, '/quickLook?unitId=502&programmeId=42');
    const frame = await screen.findByTestId('document-frame');
    expect(frame.getAttribute('src')).toContain('/api/training/media/f-1');
    expect(screen.getByTestId('document-download').getAttribute('download')).toBe('设计模板.pdf');
  });

  test('a file the browser cannot show is offered as a download only', async () => {
    fakeApi((call) =>
      call.path === '/training/units/502/mediaLink'
        ? { ...link(1, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), name: '模板.docx' }
        : undefined,
    );
    renderAt('/quickLook', <QuickLookPage />, '/quickLook?unitId=502');
    expect(await screen.findByTestId('document-no-preview')).toBeTruthy();
    expect(screen.queryByTestId('document-frame')).toBeNull();
    expect(screen.getByTestId('document-download')).toBeTruthy();
  });
});

test('media calls are quiet: the page explains a refusal instead of a toast', async () => {
  const shown = await signInTeacher();
  fakeApi((call) =>
    call.path === ApiPaths.trainingUnitMediaLink.replace(':id', '9') ? refusal(403, 4003, '请先报名这个培训') : undefined,
  );
  renderAt('/quickLook', <QuickLookPage />, '/quickLook?unitId=9');
  await screen.findByTestId('media-refused');
  expect(shown).toEqual([]);
});
