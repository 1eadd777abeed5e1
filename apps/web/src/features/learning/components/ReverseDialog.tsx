import type { HourEntry } from '@yanxiu/contract/learning-hours';
import { LearningLimits } from '@yanxiu/contract/limits';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '@/shared/request/request';
import { notifier } from '@/shared/request/notifier';
import { isAlreadyReversed, useReverseEntry } from '../api/manage-reverse-entry';
import { formatHours } from '../model/hours';
import { reversalReason } from '../model/entries';

/** Staff undo an entry with a reason the teacher reads; someone else having undone it first closes the dialog. */
export function ReverseDialog({ entry, onClose }: { entry: HourEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const r = (key: string, options?: Record<string, unknown>) => t(`learningHours.reverse.${key}`, options ?? {});
  const reverse = useReverseEntry();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setText('');
    setProblem(null);
    onClose();
  };

  const submit = () => {
    if (!entry) return;
    const checked = reversalReason(text);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    reverse.mutate(
      { entryId: entry.id, reason: checked.reason },
      {
        onSuccess: () => {
          notifier().success(r('done'));
          close();
        },
        onError: (error) => {
          if (isAlreadyReversed(error)) {
            notifier().warning(r('alreadyReversed'));
            close();
          } else notifier().error(error instanceof RequestError ? error.message : t('errors.generic'));
        },
      },
    );
  };

  return (
    <Modal
      open={entry !== null}
      title={r('title')}
      okText={t('learningHours.breakdown.reverse')}
      okButtonProps={{ danger: true, loading: reverse.isPending, 'data-testid': 'reverse-submit' }}
      cancelText={t('learningHours.common.cancel')}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      {entry && <Typography.Paragraph>{r('intro', { title: entry.title, hours: formatHours(entry.hours) })}</Typography.Paragraph>}
      <Form layout="vertical">
        <Form.Item label={r('reason')} required validateStatus={problem ? 'error' : undefined} help={problem ? r(problem) : undefined}>
          <Input.TextArea
            value={text}
            rows={3}
            maxLength={LearningLimits.comment}
            showCount
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            data-testid="reverse-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
