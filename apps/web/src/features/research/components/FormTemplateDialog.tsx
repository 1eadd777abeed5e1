import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormTemplate, ObservationIndicator } from '@yanxiu/contract/research-interaction';
import { ResearchInteractionLimits as Limits } from '@yanxiu/contract/research-interaction-limits';
import { Button, Flex, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveFormTemplate } from '../api/save-form-template';
import { fullMark, nextIndicatorKey } from '../model/indicator-drafts';

/** District staff write a form of the library: its title and indicators (what to look at, the maximum score). */
export function FormTemplateDialog({ template, onClose }: { template: FormTemplate | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(template?.title ?? '');
  const [indicators, setIndicators] = useState<ObservationIndicator[]>(
    template?.indicators ?? [{ key: 'i1', title: '', hint: '', maxScore: 10 }],
  );
  const [tried, setTried] = useState(false);
  const save = useSaveFormTemplate();
  const change = (index: number, patch: Partial<ObservationIndicator>) =>
    setIndicators(indicators.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const valid = title.trim() !== '' && indicators.length > 0 && indicators.every((item) => item.title.trim() !== '' && item.maxScore >= 1);
  const submit = () => {
    setTried(true);
    if (!valid) return;
    save.mutate(
      {
        ...(template ? { id: template.id } : {}),
        title: title.trim(),
        indicators: indicators.map((item) => ({ ...item, title: item.title.trim(), hint: item.hint.trim() })),
      },
      { onSuccess: onClose },
    );
  };
  return (
    <Modal
      open
      width={720}
      title={template ? t('research.templates.edit') : t('research.templates.create')}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={save.isPending}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
    >
      <Flex vertical gap={12} data-testid="template-form">
        <Input
          value={title}
          maxLength={Limits.title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={t('research.templates.title')}
          aria-label={t('research.templates.title')}
          status={tried && !title.trim() ? 'error' : undefined}
          data-testid="template-title"
        />
        {indicators.map((item, index) => (
          <Flex key={item.key} gap={8} wrap align="center" data-testid="indicator-row">
            <Input
              style={{ flex: '2 1 200px' }}
              value={item.title}
              maxLength={Limits.title}
              onChange={(event) => change(index, { title: event.target.value })}
              placeholder={t('research.templates.indicator')}
              aria-label={t('research.templates.indicatorOf', { position: index + 1 })}
              status={tried && !item.title.trim() ? 'error' : undefined}
              data-testid="indicator-title"
            />
            <Input
              style={{ flex: '3 1 220px' }}
              value={item.hint}
              maxLength={Limits.indicatorHint}
              onChange={(event) => change(index, { hint: event.target.value })}
              placeholder={t('research.templates.hint')}
              aria-label={t('research.templates.hintOf', { position: index + 1 })}
            />
            <InputNumber
              min={1}
              max={Limits.maxScore}
              precision={0}
              value={item.maxScore}
              onChange={(value) => change(index, { maxScore: value ?? 0 })}
              aria-label={t('research.templates.maxOf', { position: index + 1 })}
              data-testid="indicator-max"
            />
            <Button
              icon={<DeleteOutlined />}
              disabled={indicators.length === 1}
              onClick={() => setIndicators(indicators.filter((_, at) => at !== index))}
              aria-label={t('research.templates.removeOf', { position: index + 1 })}
            />
          </Flex>
        ))}
        <Flex gap={12} align="center" wrap>
          <Button
            icon={<PlusOutlined />}
            disabled={indicators.length >= Limits.indicators}
            onClick={() => setIndicators([...indicators, { key: nextIndicatorKey(indicators), title: '', hint: '', maxScore: 10 }])}
            data-testid="add-indicator"
          >
            {t('research.templates.addIndicator')}
          </Button>
          <Typography.Text type="secondary">{t('research.templates.fullMark', { count: fullMark(indicators) })}</Typography.Text>
        </Flex>
        {tried && !valid && <Typography.Text type="danger">{t('research.templates.incomplete')}</Typography.Text>}
      </Flex>
    </Modal>
  );
}
