import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { FormTemplate } from '@yanxiu/contract/research-interaction';
import { ResearchLimits } from '@yanxiu/contract/research';
import { StageKind, type StageKindValue } from '@yanxiu/contract/research-enums';
import { Button, Card, Flex, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { UploadField } from '@/shared/ui/UploadField';
import { moveStage, newStage, stageProblem, type StageDraft } from '../model/stage-drafts';
import { stageKindLabel } from './labels';

type Props = { stages: StageDraft[]; onChange: (stages: StageDraft[]) => void; templates: FormTemplate[]; showProblems: boolean };

/** The activity's stages in order: add one of a kind, move it up or down, remove it, and give it its content. */
export function StagesEditor({ stages, onChange, templates, showProblems }: Props) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<StageDraft>) =>
    onChange(stages.map((stage, at) => (at === index ? { ...stage, ...patch } : stage)));
  return (
    <Flex vertical gap={12} data-testid="stages-editor">
      {stages.map((stage, index) => {
        const problem = showProblems ? stageProblem(stage) : null;
        return (
          <Card
            key={stage.key}
            size="small"
            data-testid="stage-draft"
            title={t('research.activity.stageTitle', { position: index + 1, title: stageKindLabel(stage.kind) })}
            extra={
              <Space size={4}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  disabled={index === 0}
                  onClick={() => onChange(moveStage(stages, index, -1))}
                  aria-label={t('research.form.moveUp', { position: index + 1 })}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  disabled={index === stages.length - 1}
                  onClick={() => onChange(moveStage(stages, index, 1))}
                  aria-label={t('research.form.moveDown', { position: index + 1 })}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => onChange(stages.filter((_, at) => at !== index))}
                  aria-label={t('research.form.removeStage', { position: index + 1 })}
                />
              </Space>
            }
          >
            <Flex vertical gap={8}>
              <Input
                value={stage.title}
                maxLength={ResearchLimits.title}
                onChange={(event) => change(index, { title: event.target.value })}
                placeholder={t('research.form.stageTitle')}
                aria-label={t('research.form.stageTitleOf', { position: index + 1 })}
                status={problem === 'title' ? 'error' : undefined}
                data-testid="stage-title"
              />
              <Input.TextArea
                value={stage.description}
                maxLength={ResearchLimits.shortText}
                autoSize={{ minRows: 1, maxRows: 4 }}
                onChange={(event) => change(index, { description: event.target.value })}
                placeholder={t('research.form.stageDescription')}
                aria-label={t('research.form.stageDescriptionOf', { position: index + 1 })}
              />
              <StageContentField stage={stage} onChange={(patch) => change(index, patch)} templates={templates} />
              {problem && (
                <Typography.Text type="danger" data-testid="stage-problem">
                  {t(`research.form.stageProblem.${problem}`)}
                </Typography.Text>
              )}
            </Flex>
          </Card>
        );
      })}
      {stages.length < ResearchLimits.stages && (
        <Select<StageKindValue>
          value={null as unknown as StageKindValue}
          placeholder={t('research.form.addStage')}
          aria-label={t('research.form.addStage')}
          options={StageKind.options(currentLocale())}
          onChange={(kind) => onChange([...stages, newStage(kind, stageKindLabel(kind))])}
          style={{ maxWidth: 260 }}
          data-testid="add-stage"
        />
      )}
    </Flex>
  );
}

/** What a stage of each kind holds: files, a video, a meeting link, a form template; a discussion needs nothing. */
function StageContentField({
  stage,
  onChange,
  templates,
}: {
  stage: StageDraft;
  onChange: (patch: Partial<StageDraft>) => void;
  templates: FormTemplate[];
}) {
  const { t } = useTranslation();
  if (stage.kind === 'video')
    return (
      <UploadField
        purpose="video"
        accept="video/mp4,video/webm"
        fileName={stage.videoFileId ? (stage.fileNames[stage.videoFileId] ?? t('research.form.videoChosen')) : null}
        chooseLabel={stage.videoFileId ? t('research.form.replaceVideo') : t('research.form.chooseVideo')}
        onUploaded={(stored) => onChange({ videoFileId: stored.id, fileNames: { ...stage.fileNames, [stored.id]: stored.name } })}
        testId="stage-video-upload"
      />
    );
  if (stage.kind === 'meeting')
    return (
      <Input
        value={stage.meetingUrl}
        maxLength={ResearchLimits.url}
        onChange={(event) => onChange({ meetingUrl: event.target.value })}
        placeholder="https://"
        aria-label={t('research.form.meetingUrl')}
        data-testid="stage-meeting-url"
      />
    );
  if (stage.kind === 'observation')
    return (
      <Select
        value={stage.formTemplateId ?? undefined}
        placeholder={t('research.form.formTemplate')}
        aria-label={t('research.form.formTemplate')}
        options={templates.map((template) => ({ value: template.id, label: template.title }))}
        onChange={(formTemplateId: number) => onChange({ formTemplateId })}
        notFoundContent={t('research.form.noTemplates')}
        data-testid="stage-form-template"
      />
    );
  if (stage.kind === 'materials' || stage.kind === 'task')
    return (
      <Flex vertical gap={4}>
        <Flex wrap gap={4}>
          {stage.fileIds.map((id) => (
            <Button
              key={id}
              size="small"
              onClick={() => onChange({ fileIds: stage.fileIds.filter((other) => other !== id) })}
              aria-label={t('research.form.removeFile', { name: stage.fileNames[id] ?? id })}
            >
              {stage.fileNames[id] ?? id} ×
            </Button>
          ))}
        </Flex>
        {stage.fileIds.length < ResearchLimits.stageFiles && (
          <UploadField
            purpose="document"
            accept=".pdf,.doc,.docx,.ppt,.pptx,.png,.jpg,.jpeg"
            fileName={null}
            chooseLabel={t('research.form.addFile')}
            onUploaded={(stored) =>
              onChange({ fileIds: [...stage.fileIds, stored.id], fileNames: { ...stage.fileNames, [stored.id]: stored.name } })
            }
            testId="stage-file-upload"
          />
        )}
      </Flex>
    );
  return null;
}
