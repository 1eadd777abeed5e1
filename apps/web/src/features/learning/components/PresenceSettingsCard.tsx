import { PRESENCE_DEFAULT_EVERY_MINUTES, type PresenceSettings } from '@yanxiu/contract/learning-presence';
import { PresenceLimits } from '@yanxiu/contract/limits';
import { Alert, Button, Card, Flex, Form, InputNumber, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { usePresenceSettings, useSavePresenceSettings } from '../api/manage-presence';

const whole = (value: number | null, min: number, max: number) => value !== null && Number.isInteger(value) && value >= min && value <= max;

/** The form itself, starting from what the server holds; checked as the server would before it is sent. */
function SettingsForm({ settings }: { settings: PresenceSettings }) {
  const { t } = useTranslation();
  const s = (key: string, options?: Record<string, unknown>) => t(`learningHours.presence.settings.${key}`, options ?? {});
  const save = useSavePresenceSettings();
  const [enabled, setEnabled] = useState(settings.everyMinutes !== null);
  const [every, setEvery] = useState<number | null>(settings.everyMinutes ?? PRESENCE_DEFAULT_EVERY_MINUTES);
  const [answer, setAnswer] = useState<number | null>(settings.answerSeconds);
  const [showProblems, setShowProblems] = useState(false);
  const everyOk = !enabled || whole(every, PresenceLimits.everyMinutesMin, PresenceLimits.everyMinutesMax);
  const answerOk = whole(answer, PresenceLimits.answerSecondsMin, PresenceLimits.answerSecondsMax);
  const everyRange = { min: PresenceLimits.everyMinutesMin, max: PresenceLimits.everyMinutesMax };
  const answerRange = { min: PresenceLimits.answerSecondsMin, max: PresenceLimits.answerSecondsMax };

  const submit = () => {
    setShowProblems(true);
    if (!everyOk || !answerOk) return;
    save.mutate({ everyMinutes: enabled ? every : null, answerSeconds: answer! }, { onSuccess: () => notifier().success(s('saved')) });
  };

  return (
    <Form layout="vertical" style={{ maxWidth: 480 }}>
      <Form.Item>
        <Flex gap={8} align="center">
          <Switch checked={enabled} onChange={setEnabled} aria-label={s('enabled')} data-testid="presence-enabled" />
          <Typography.Text>{s('enabled')}</Typography.Text>
        </Flex>
      </Form.Item>
      {!enabled && <Alert type="info" showIcon title={s('off')} style={{ marginBottom: 12 }} />}
      <Form.Item
        label={s('everyMinutes')}
        extra={s('everyHint')}
        validateStatus={showProblems && !everyOk ? 'error' : undefined}
        help={showProblems && !everyOk ? s('problems.everyRange', everyRange) : undefined}
      >
        <InputNumber
          value={every}
          {...everyRange}
          precision={0}
          disabled={!enabled}
          style={{ width: '100%' }}
          onChange={setEvery}
          aria-label={s('everyMinutes')}
          data-testid="presence-every"
        />
      </Form.Item>
      <Form.Item
        label={s('answerSeconds')}
        extra={s('answerHint', answerRange)}
        validateStatus={showProblems && !answerOk ? 'error' : undefined}
        help={showProblems && !answerOk ? s('problems.answerRange', answerRange) : undefined}
      >
        <InputNumber
          value={answer}
          {...answerRange}
          precision={0}
          style={{ width: '100%' }}
          onChange={setAnswer}
          aria-label={s('answerSeconds')}
          data-testid="presence-answer-seconds"
        />
      </Form.Item>
      <Button type="primary" loading={save.isPending} onClick={submit} data-testid="presence-settings-save">
        {s('save')}
      </Button>
    </Form>
  );
}

/** The tenant's presence checks, beside the other crediting settings (district admins): off, or every N minutes. */
export function PresenceSettingsCard() {
  const { t } = useTranslation();
  const settings = usePresenceSettings();
  let body;
  if (settings.isError) body = <RetryAlert title={t('learningHours.common.loadFailed')} onRetry={() => void settings.refetch()} />;
  else if (!settings.data) body = <Skeleton active />;
  else body = <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} />;
  return (
    <Card title={t('learningHours.presence.settings.title')} size="small" data-testid="presence-settings">
      <Typography.Paragraph type="secondary">{t('learningHours.presence.settings.intro')}</Typography.Paragraph>
      {body}
    </Card>
  );
}
