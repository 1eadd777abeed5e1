import '../i18n/watch.register';
import type { PresenceCheck } from '@yanxiu/contract/learning-presence';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresenceHandle } from '../watch/use-watch-session';

/** Whole seconds until `closesAt` (this device's clock), never negative. */
function secondsUntil(closesAt: number | null, now: number): number {
  return closesAt === null ? 0 : Math.max(0, Math.ceil((closesAt - now) / 1000));
}

/** The one action the check asks for, with the choices as buttons in a group the prompt names. */
function CheckBody({ check, presence, paused }: { check: PresenceCheck; presence: PresenceHandle; paused: string }) {
  const { t } = useTranslation();
  const p = (key: string, options?: Record<string, unknown>) => t(`learning.watch.presence.${key}`, options ?? {});
  const promptId = useId();
  const pausedId = useId();
  const group = useRef<HTMLDivElement>(null);
  const [now, setNow] = useState(() => Date.now());
  const { view, answering, answerFailed, answer } = presence;
  const left = secondsUntil(view.closesAt, now);

  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  // Focus goes to the first choice when a check shows (after the dialog has noted where focus was, to give it back).
  useEffect(() => {
    const timer = window.setTimeout(() => group.current?.querySelector('button')?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [check.id]);

  let outcome: string | null = null;
  if (view.outcome === 'wrong') outcome = p('wrong', { count: check.attemptsLeft });
  else if (view.outcome === 'missed' || view.outcome === 'failed') outcome = p(view.outcome);

  return (
    <Flex vertical gap={12} data-testid="presence-check" data-check-kind={check.kind}>
      <Typography.Text type="secondary" id={pausedId}>
        {paused}
      </Typography.Text>
      {outcome && (
        <Alert
          type={view.outcome === 'wrong' ? 'warning' : 'error'}
          showIcon
          title={outcome}
          role="alert"
          data-testid="presence-outcome"
          data-outcome={view.outcome}
        />
      )}
      <Typography.Title level={5} id={promptId} style={{ margin: 0 }} data-testid="presence-prompt">
        {check.kind === 'pick_number' ? p('pickNumber', { number: check.prompt }) : check.prompt}
      </Typography.Title>
      {/* Not disabled while an answer is on its way: a disabled button would drop the keyboard's focus out of the dialog. */}
      <Flex
        ref={group}
        role="group"
        aria-labelledby={promptId}
        aria-describedby={pausedId}
        aria-busy={answering}
        gap={8}
        wrap
        vertical={check.kind === 'question'}
      >
        {check.choices.map((choice, index) => (
          <Button
            key={`${check.id}-${index}`}
            size="large"
            onClick={() => !answering && answer(index)}
            data-testid={`presence-choice-${index}`}
          >
            {choice}
          </Button>
        ))}
      </Flex>
      {answerFailed && <Alert type="error" showIcon title={p('sendFailed')} role="alert" data-testid="presence-send-failed" />}
      {left > 0 ? (
        <Typography.Text type="secondary" data-testid="presence-countdown">
          {p('secondsLeft', { count: left })}
        </Typography.Text>
      ) : (
        <Alert type="error" showIcon title={p('timeUp')} data-testid="presence-time-up" />
      )}
    </Flex>
  );
}

/**
 * The presence check of a lesson, while one awaits its answer: a modal dialog that cannot be dismissed, only
 * answered (one click or key press on a choice), in the active language. Focus moves to the first choice and stays in
 * the dialog; a wrong answer, a missed check and a failed send are announced. Beside it, once no check is open but
 * crediting is still held (a check was missed), a line says so.
 */
export function PresenceCheckDialog({ presence, kind }: { presence: PresenceHandle; kind: 'video' | 'document' }) {
  const { t } = useTranslation();
  const { check, creditHeld } = presence.view;
  const open = check !== null;
  // The dialog comes and goes with the check (a closing animation would keep the answered check on screen); focus
  // goes back to where it was, as a closing dialog's would.
  const before = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return undefined;
    }
    before.current?.focus({ preventScroll: true });
    before.current = null;
    return undefined;
  }, [open]);
  return (
    <>
      {!check && creditHeld && <Alert type="warning" showIcon title={t('learning.watch.presence.held')} data-testid="presence-held" />}
      {check && (
        <Modal
          open
          title={t('learning.watch.presence.title')}
          closable={false}
          keyboard={false}
          mask={{ closable: false }}
          footer={null}
          centered
          focusable={{ focusTriggerAfterClose: false }}
        >
          <CheckBody
            key={check.id}
            check={check}
            presence={presence}
            paused={t(kind === 'video' ? 'learning.watch.presence.videoPaused' : 'learning.watch.presence.readingPaused')}
          />
        </Modal>
      )}
    </>
  );
}
