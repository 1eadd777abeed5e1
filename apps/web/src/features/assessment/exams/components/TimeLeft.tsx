import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatRemaining,
  remainingMs,
  sameAnnouncement,
  timeAnnouncement,
  type ExamClock,
  type TimeAnnouncement,
} from '../model/exam-clock';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The time left on the server's clock, shown every second, and told to screen readers only at intervals (a polite
 * live region whose text changes every few minutes), so a reader is not interrupted each second. `onExpired` runs
 * once when the count reaches zero: the page reads the attempt again and the server, past the deadline, submits it.
 */
export function TimeLeft({ clock, onExpired }: { clock: ExamClock; onExpired: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => performance.now());
  const left = remainingMs(clock, now);
  const [announced, setAnnounced] = useState<TimeAnnouncement>(() => timeAnnouncement(left));
  const expired = useRef(onExpired);
  expired.current = onExpired;
  const over = left <= 0;

  useEffect(() => {
    if (over) return undefined;
    const timer = window.setInterval(() => setNow(performance.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [over]);

  useEffect(() => {
    const next = timeAnnouncement(left);
    if (!sameAnnouncement(next, announced)) setAnnounced(next);
  }, [left, announced]);

  useEffect(() => {
    if (over) expired.current();
  }, [over]);

  const spoken =
    announced.kind === 'over'
      ? t('assessmentExams.attempt.timeOver')
      : announced.kind === 'lastMinute'
        ? t('assessmentExams.attempt.lastMinute')
        : t('assessmentExams.attempt.minutesLeft', { count: announced.minutes });
  return (
    <>
      <Tag
        icon={<ClockCircleOutlined />}
        color={left < 5 * 60_000 ? 'red' : 'blue'}
        role="timer"
        aria-label={t('assessmentExams.attempt.timeLeftLabel', { time: formatRemaining(left) })}
        data-testid="time-left"
        style={{ fontSize: 16, padding: '4px 10px', fontVariantNumeric: 'tabular-nums' }}
      >
        {t('assessmentExams.attempt.timeLeft', { time: formatRemaining(left) })}
      </Tag>
      <span style={visuallyHidden} aria-live="polite" data-testid="time-announcement">
        {spoken}
      </span>
    </>
  );
}
