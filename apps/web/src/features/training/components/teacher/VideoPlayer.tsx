import type { MediaLink } from '@yanxiu/contract/training';
import { Alert, Button, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PresenceCheckDialog, useVideoWatch, WatchStatus } from '@/features/learning/learning.public';
import { linkExpiring } from '../../api/get-media-link';
import { useInvalidateOnLessonCompleted } from '../../api/invalidate-mine';

/** Failures in a row after which the player gives up asking for new links and says so. */
const MAX_RETRIES = 2;

/**
 * A native video player on a signed, short-lived address (the browser fetches it with range requests; a `<video>`
 * cannot send the Bearer header). When the address expires (the browser's next range request is refused) or is about
 * to when playback resumes, a fresh one is asked for and playback continues where it was. Loaded lazily.
 * `lessonUnitId` (an enrolled teacher's programme lesson) turns on verified watching: heartbeats, the first-viewing
 * seek lock, presence checks (the video pauses until one is answered) and the progress line under the player.
 * `startAt` (a second, from "continue learning") is where the video starts once its length is known.
 */
export default function VideoPlayer({
  link,
  onRenew,
  lessonUnitId = null,
  startAt = null,
}: {
  link: MediaLink;
  onRenew: () => void;
  lessonUnitId?: number | null;
  startAt?: number | null;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  // Where to be: the start position until playback reports one, so a renewed link goes back there too.
  const position = useRef(startAt ?? 0);
  const resume = useRef(false);
  const failures = useRef(0);
  const shownUrl = useRef(link.url);
  const [failed, setFailed] = useState(false);
  const onLessonCompleted = useInvalidateOnLessonCompleted();
  const watch = useVideoWatch(video, lessonUnitId, onLessonCompleted);

  // A new address reloads the element: go back to where it was, playing if it was playing.
  useEffect(() => {
    const element = video.current;
    if (!element || shownUrl.current === link.url) return undefined;
    shownUrl.current = link.url;
    const restore = () => {
      element.currentTime = position.current;
      if (resume.current) void element.play().catch(() => undefined);
    };
    element.addEventListener('loadedmetadata', restore, { once: true });
    return () => element.removeEventListener('loadedmetadata', restore);
  }, [link.url]);

  // The start position, once the element knows the video's length (a seek before that is lost). Only for the first
  // address: a renewed one is restored from `position` above.
  useEffect(() => {
    const element = video.current;
    if (!element || !startAt) return undefined;
    const seek = () => {
      element.currentTime = Math.min(startAt, Number.isFinite(element.duration) ? element.duration : startAt);
    };
    if (element.readyState >= 1) seek();
    else element.addEventListener('loadedmetadata', seek, { once: true });
    return () => element.removeEventListener('loadedmetadata', seek);
  }, [startAt]);

  const renew = () => {
    resume.current = video.current ? !video.current.paused || resume.current : false;
    onRenew();
  };

  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        title={t('training.media.playFailed')}
        data-testid="video-failed"
        action={
          <Button
            size="small"
            onClick={() => {
              failures.current = 0;
              setFailed(false);
              onRenew();
            }}
          >
            {t('training.media.reload')}
          </Button>
        }
      />
    );

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="video-player">
      <video
        ref={video}
        data-testid="lesson-video"
        src={link.url}
        controls
        playsInline
        preload="metadata"
        controlsList="nodownload"
        style={{ width: '100%', maxHeight: '75vh', background: '#000', borderRadius: 6 }}
        {...watch.handlers}
        onTimeUpdate={(event) => {
          position.current = event.currentTarget.currentTime;
          watch.handlers.onTimeUpdate(event);
        }}
        onPlaying={() => {
          failures.current = 0;
          resume.current = false;
        }}
        onPlay={(event) => {
          watch.handlers.onPlay(event);
          if (linkExpiring(link)) {
            resume.current = true;
            event.currentTarget.pause();
            onRenew();
          }
        }}
        onError={() => {
          failures.current += 1;
          if (failures.current > MAX_RETRIES) setFailed(true);
          else renew();
        }}
      >
        <track kind="captions" />
      </video>
      {watch.view && <WatchStatus view={watch.view} />}
      {watch.view && <PresenceCheckDialog presence={watch.presence} kind="video" />}
    </Space>
  );
}
