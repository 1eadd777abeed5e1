import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { UnitKind, type UnitKindValue } from '@yanxiu/contract/training-enums';
import { TrainingLimits } from '@yanxiu/contract/limits';
import { Button, Card, Col, Empty, Flex, Input, InputNumber, Popconfirm, Row, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { moveUnit, newUnit, unitProblem, type UnitDraft } from './unit-drafts';
import { UploadField } from '@/shared/ui/UploadField';
import { readVideoDuration } from './read-video-duration';
import { UnitQuestionsButton } from './UnitQuestionsButton';
import { momentOfPicked, pickerValueOf } from '@/shared/format/picker-time';
import { DateField } from '@/shared/ui/DatePickers';
import { ActionLink } from '@/shared/ui/ActionLink';

export type UnitsEditorProps = {
  value: UnitDraft[];
  onChange: (units: UnitDraft[]) => void;
  /** Tells the page an upload started or ended, so it does not save a unit without its file. */
  onBusyChange?: (key: string, busy: boolean) => void;
  /** Show each unit's problem (after a save attempt). */
  showProblems?: boolean;
  disabled?: boolean;
  /** The saved programme's id: an exam unit links to its exam's editor once both are saved. */
  programmeId?: number;
};

const VIDEO_TYPES = 'video/mp4,video/webm';
const DOCUMENT_TYPES = '.pdf,.png,.jpg,.jpeg,.webp,.doc,.docx,.ppt,.pptx';

/** The ordered units of a programme: add video, document, offline or exam units, edit, reorder, remove. */
export function UnitsEditor({ value, onChange, onBusyChange, showProblems = false, disabled = false, programmeId }: UnitsEditorProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  // Uploads and duration reads finish later; they patch the list as it is then, not as it was when they started.
  const latest = useRef(value);
  latest.current = value;
  const patch = (key: string, change: Partial<UnitDraft>) =>
    onChange(latest.current.map((unit) => (unit.key === key ? { ...unit, ...change } : unit)));

  return (
    <Flex vertical gap={12} data-testid="units-editor">
      {value.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trainingManage.units.empty')} />}
      {value.map((unit, index) => {
        const problem = showProblems ? unitProblem(unit) : null;
        const position = index + 1;
        return (
          <Card
            key={unit.key}
            size="small"
            data-testid={`unit-${index}`}
            title={
              <Flex align="center" gap={8} wrap>
                <span>{t('trainingManage.units.position', { position })}</span>
                <Tag>{UnitKind.label(unit.kind, locale)}</Tag>
              </Flex>
            }
            extra={
              <Flex gap={4}>
                {(unit.kind === 'video' || unit.kind === 'document') && (
                  <UnitQuestionsButton unitId={unit.id} title={unit.title} position={position} disabled={disabled} />
                )}
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={`${t('trainingManage.units.moveUp')} ${position}`}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(moveUnit(value, index, -1))}
                  data-testid={`unit-up-${index}`}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`${t('trainingManage.units.moveDown')} ${position}`}
                  disabled={disabled || index === value.length - 1}
                  onClick={() => onChange(moveUnit(value, index, 1))}
                  data-testid={`unit-down-${index}`}
                />
                <Popconfirm
                  title={t('trainingManage.units.removeConfirm')}
                  onConfirm={() => onChange(value.filter((entry) => entry.key !== unit.key))}
                  disabled={disabled}
                >
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('trainingManage.units.remove')} ${position}`}
                    disabled={disabled}
                    data-testid={`unit-remove-${index}`}
                  />
                </Popconfirm>
              </Flex>
            }
          >
            <Row gutter={[12, 8]}>
              <Col xs={24} md={16}>
                <Typography.Text type="secondary">{t('trainingManage.units.unitTitle')}</Typography.Text>
                <Input
                  value={unit.title}
                  maxLength={TrainingLimits.title}
                  disabled={disabled}
                  onChange={(event) => patch(unit.key, { title: event.target.value })}
                  aria-label={`${t('trainingManage.units.unitTitle')} ${position}`}
                  data-testid={`unit-title-${index}`}
                />
              </Col>
              <Col xs={24} md={8}>
                <Typography.Text type="secondary">{t('trainingManage.units.creditHours')}</Typography.Text>
                <InputNumber
                  value={unit.creditHours}
                  min={0}
                  max={TrainingLimits.hoursMax}
                  step={0.5}
                  precision={1}
                  disabled={disabled}
                  style={{ width: '100%' }}
                  onChange={(hours) => patch(unit.key, { creditHours: hours })}
                  aria-label={`${t('trainingManage.units.creditHours')} ${position}`}
                />
              </Col>
              {(unit.kind === 'video' || unit.kind === 'document') && (
                <Col xs={24} md={16}>
                  <Typography.Text type="secondary">{t('trainingManage.units.file')}</Typography.Text>
                  <UploadField
                    purpose={unit.kind}
                    accept={unit.kind === 'video' ? VIDEO_TYPES : DOCUMENT_TYPES}
                    fileName={unit.fileName}
                    chooseLabel={t(unit.kind === 'video' ? 'trainingManage.units.chooseVideo' : 'trainingManage.units.chooseDocument')}
                    disabled={disabled}
                    onChosen={async (file) => {
                      if (unit.kind !== 'video') return;
                      const seconds = await readVideoDuration(file);
                      if (seconds !== null) patch(unit.key, { durationSeconds: seconds });
                    }}
                    onUploaded={(stored) => patch(unit.key, { fileId: stored.id, fileName: stored.name })}
                    onBusyChange={(busy) => onBusyChange?.(unit.key, busy)}
                    testId={`unit-file-${index}`}
                  />
                </Col>
              )}
              {unit.kind === 'video' && (
                <Col xs={24} md={8}>
                  <Typography.Text type="secondary">{t('trainingManage.units.duration')}</Typography.Text>
                  <InputNumber
                    value={unit.durationSeconds}
                    min={1}
                    max={TrainingLimits.secondsMax}
                    precision={0}
                    disabled={disabled}
                    style={{ width: '100%' }}
                    onChange={(seconds) => patch(unit.key, { durationSeconds: seconds })}
                    aria-label={`${t('trainingManage.units.duration')} ${position}`}
                    data-testid={`unit-duration-${index}`}
                  />
                </Col>
              )}
              {unit.kind === 'document' && (
                <Col xs={24} md={8}>
                  <Typography.Text type="secondary">{t('trainingManage.units.minView')}</Typography.Text>
                  <InputNumber
                    value={unit.minViewMinutes}
                    min={0}
                    max={TrainingLimits.secondsMax / 60}
                    step={1}
                    precision={1}
                    disabled={disabled}
                    style={{ width: '100%' }}
                    onChange={(minutes) => patch(unit.key, { minViewMinutes: minutes })}
                    aria-label={`${t('trainingManage.units.minView')} ${position}`}
                  />
                </Col>
              )}
              {unit.kind === 'exam' && (
                <Col xs={24} md={16}>
                  {/* The exam is assessment's: its editor finds or creates the exam of this saved unit. */}
                  {unit.id !== undefined && programmeId !== undefined ? (
                    <ActionLink
                      to={`/manage/assessment/exams/new?unitId=${unit.id}&programmeId=${programmeId}`}
                      testId={`unit-exam-${index}`}
                    >
                      {t('trainingManage.units.setUpExam')}
                    </ActionLink>
                  ) : (
                    <Typography.Text type="secondary" data-testid={`unit-exam-${index}`}>
                      {t('trainingManage.units.examSaveFirst')}
                    </Typography.Text>
                  )}
                </Col>
              )}
              {unit.kind === 'assignment' && (
                <Col xs={24} md={16}>
                  {/* The assignment is assessment's: its editor finds or creates the assignment of this saved unit. */}
                  {unit.id !== undefined && programmeId !== undefined ? (
                    <ActionLink
                      to={`/manage/assessment/assignments/new?unitId=${unit.id}&programmeId=${programmeId}`}
                      testId={`unit-assignment-${index}`}
                    >
                      {t('trainingManage.units.setUpAssignment')}
                    </ActionLink>
                  ) : (
                    <Typography.Text type="secondary" data-testid={`unit-assignment-${index}`}>
                      {t('trainingManage.units.assignmentSaveFirst')}
                    </Typography.Text>
                  )}
                </Col>
              )}
              {unit.kind === 'evaluation' && (
                <Col xs={24} md={16}>
                  {/* The questionnaire is assessment's: its builder finds or creates the questionnaire of this saved unit. */}
                  {unit.id !== undefined && programmeId !== undefined ? (
                    <ActionLink
                      to={`/manage/assessment/evaluations/new?unitId=${unit.id}&programmeId=${programmeId}`}
                      testId={`unit-evaluation-${index}`}
                    >
                      {t('trainingManage.units.setUpEvaluation')}
                    </ActionLink>
                  ) : (
                    <Typography.Text type="secondary" data-testid={`unit-evaluation-${index}`}>
                      {t('trainingManage.units.evaluationSaveFirst')}
                    </Typography.Text>
                  )}
                </Col>
              )}
              {unit.kind === 'offline' && (
                <>
                  <Col xs={24} md={12}>
                    <Typography.Text type="secondary">{t('trainingManage.units.location')}</Typography.Text>
                    <Input
                      value={unit.location}
                      maxLength={TrainingLimits.location}
                      disabled={disabled}
                      onChange={(event) => patch(unit.key, { location: event.target.value })}
                      aria-label={`${t('trainingManage.units.location')} ${position}`}
                      data-testid={`unit-location-${index}`}
                    />
                  </Col>
                  <Col xs={24} md={12}>
                    <Typography.Text type="secondary">{t('trainingManage.units.sessionStartsAt')}</Typography.Text>
                    <DateField
                      showTime={{ format: 'HH:mm' }}
                      format="YYYY-MM-DD HH:mm"
                      value={pickerValueOf(unit.sessionStartsAt)}
                      disabled={disabled}
                      style={{ width: '100%' }}
                      onChange={(date) => patch(unit.key, { sessionStartsAt: date ? momentOfPicked(date) : null })}
                      aria-label={`${t('trainingManage.units.sessionStartsAt')} ${position}`}
                    />
                  </Col>
                </>
              )}
            </Row>
            {problem && (
              <Typography.Text type="danger" role="alert" data-testid={`unit-problem-${index}`}>
                {t(`trainingManage.units.${problem}`)}
              </Typography.Text>
            )}
          </Card>
        );
      })}
      <Flex gap={8} wrap>
        {(UnitKind.values as readonly UnitKindValue[]).map((kind) => (
          <Button
            key={kind}
            icon={<PlusOutlined />}
            disabled={disabled}
            onClick={() => onChange([...value, newUnit(kind)])}
            data-testid={`unit-add-${kind}`}
          >
            {t('trainingManage.units.add', { kind: UnitKind.label(kind, locale) })}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
