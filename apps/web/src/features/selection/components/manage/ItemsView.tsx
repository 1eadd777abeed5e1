import type { ItemSection } from '@yanxiu/contract/selection';
import { Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { indicatorKindLabel } from '../shared/labels';

/** A published (or closed) project's items as they froze: sections of indicators with kind, maximum and guide. */
export function ItemsView({ sections }: { sections: ItemSection[] }) {
  const { t } = useTranslation();
  if (sections.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('selectionManage.items.none')} />;
  return (
    <Flex vertical gap={12} data-testid="items-view">
      {sections.map((section, index) => (
        <Card
          key={section.id}
          size="small"
          title={`${t('selectionManage.items.sectionLabel', { position: index + 1 })} ${section.title}`}
          data-testid={`items-view-section-${index}`}
        >
          <Flex vertical gap={8}>
            {section.indicators.map((indicator, position) => (
              <Descriptions
                key={indicator.id}
                size="small"
                bordered
                column={{ xs: 1, md: 3 }}
                title={
                  <Flex gap={8} wrap align="center">
                    <span>{`${index + 1}.${position + 1} ${indicator.title}`}</span>
                    <Tag>{indicatorKindLabel(indicator.kind)}</Tag>
                    {indicator.required && <Tag color="red">{t('selectionManage.items.required')}</Tag>}
                  </Flex>
                }
                items={[
                  {
                    key: 'max',
                    label: t('selectionManage.items.maxScore'),
                    children: t('selectionManage.items.points', { count: indicator.maxScore }),
                  },
                  ...(indicator.kind === 'choice'
                    ? [
                        {
                          key: 'options',
                          label: t('selectionManage.items.options'),
                          span: 2,
                          children: `${formatList(
                            indicator.options.map((option) => option.label),
                            currentLocale(),
                          )}${indicator.multiple ? t('selectionManage.items.multipleNote') : ''}`,
                        },
                      ]
                    : []),
                  {
                    key: 'guide',
                    label: t('selectionManage.items.guide'),
                    span: 3,
                    children: indicator.guide ? (
                      <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{indicator.guide}</Typography.Text>
                    ) : (
                      t('selectionManage.common.none')
                    ),
                  },
                ]}
              />
            ))}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
