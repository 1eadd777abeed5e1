import type { ActivityDetail } from '@yanxiu/contract/research';
import { TYPED_CHECK_IN_DIGITS } from '@yanxiu/contract/research-interaction-limits';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { RequestError } from '@/shared/request/request';
import { useCheckIn } from '../api/check-in';
import { canCheckInNow, typedCheckInCode } from '../model/check-in-window';

/**
 * A participant's check-in on the activity page, while the activity takes check-ins and they have not attended yet:
 * the digits the organiser shows in the online meeting or under the room's QR code.
 */
export function CheckInEntry({ activity }: { activity: ActivityDetail }) {
  if (!canCheckInNow(activity, Date.now())) return null;
  return <CheckInForm activityId={activity.id} />;
}

function CheckInForm({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const checkIn = useCheckIn();
  const submit = ({ code }: { code: string }) => {
    const typed = typedCheckInCode(code);
    if (typed === null) return;
    checkIn.mutate(
      { activityId, code: typed },
      {
        onSuccess: () => {
          form.resetFields();
          notifier().success(t('research.checkIn.done'));
        },
      },
    );
  };
  // The call is quiet (the QR code's page says refusals in place too): a stale or wrong code is said here.
  const refusal = checkIn.isError
    ? checkIn.error instanceof RequestError && checkIn.error.message
      ? checkIn.error.message
      : t('errors.generic')
    : null;
  return (
    <Card size="small" title={t('research.checkIn.entryTitle')} data-testid="check-in-entry">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('research.checkIn.entryHint', { count: TYPED_CHECK_IN_DIGITS })}</Typography.Text>
        <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
          <Form.Item
            name="code"
            label={t('research.checkIn.typedCode')}
            rules={[
              {
                validator: (_, value?: string) =>
                  typedCheckInCode(value ?? '') === null
                    ? Promise.reject(new Error(t('research.checkIn.entryInvalid', { count: TYPED_CHECK_IN_DIGITS })))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TYPED_CHECK_IN_DIGITS * 2}
              style={{ width: 160 }}
              data-testid="check-in-entry-code"
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={checkIn.isPending} data-testid="check-in-entry-submit">
              {t('research.checkIn.submit')}
            </Button>
          </Form.Item>
        </Form>
        {refusal && <Alert type="error" showIcon title={refusal} data-testid="check-in-entry-refused" />}
      </Flex>
    </Card>
  );
}
