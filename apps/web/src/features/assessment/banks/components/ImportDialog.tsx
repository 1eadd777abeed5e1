import type { QuestionImportCheck, QuestionImportProblem, QuestionImportResult } from '@yanxiu/contract/assessment-banks';
import { AssessmentLimits } from '@yanxiu/contract/limits';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Progress, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { DownloadButton } from '@/shared/ui/DownloadButton';
import { WorkbookFindings } from '@/shared/ui/WorkbookFindings';
import { WorkbookImportControls, type WorkbookImportAction } from '@/shared/ui/WorkbookImportControls';
import { checkQuestionImport, commitQuestionImport, downloadQuestionTemplate, type QuestionsPlace } from '../api/imports';
import { BANKS_KEY } from '../api/keys';

type Action = WorkbookImportAction;

/** Where the dialog stands: sending a file, its check's findings, or the import done. */
type Step =
  | { kind: 'idle' }
  | { kind: 'sending'; action: Action; percent: number }
  | { kind: 'checked'; check: QuestionImportCheck }
  | { kind: 'imported'; result: QuestionImportResult };

/** How many rows have at least one problem (a row may have several). */
const rowsWithProblems = (problems: readonly QuestionImportProblem[]) => new Set(problems.map((problem) => problem.row)).size;

function Findings({ check }: { check: QuestionImportCheck }) {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`assessmentBanks.import.${key}`, options ?? {});
  const bad = rowsWithProblems(check.problems);
  return (
    <WorkbookFindings<QuestionImportProblem>
      summary={m('summary', { rows: check.rows, folders: check.newFolders })}
      clean={m('clean')}
      problemRows={{ count: bad, text: m('problemRows', { count: bad }) }}
      problems={check.problems}
      rowKey={(problem) => `${problem.row}-${problem.column}-${problem.message}`}
      empty={m('noProblems')}
      testIdPrefix="question-import"
      columns={[
        { title: m('row'), dataIndex: 'row', width: 72 },
        { title: m('column'), dataIndex: 'column', render: (column: string) => m(`columns.${column}`) },
        { title: m('problem'), dataIndex: 'message' },
      ]}
    />
  );
}

/**
 * Questions imported from the template into a bank (or a folder of it): choose the file, check it (every bad row named
 * by its Excel row number and why, nothing written), then import it, all rows or none.
 */
export function ImportDialog({ place, placeName, onClose }: { place: QuestionsPlace; placeName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`assessmentBanks.import.${key}`, options ?? {});
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const send = async (action: Action) => {
    if (!file) return;
    const current = new AbortController();
    controller.current = current;
    setStep({ kind: 'sending', action, percent: 0 });
    const options = { signal: current.signal, onProgress: (percent: number) => setStep({ kind: 'sending', action, percent }) };
    try {
      if (action === 'check') setStep({ kind: 'checked', check: await checkQuestionImport(place, file, options) });
      else {
        setStep({ kind: 'imported', result: await commitQuestionImport(place, file, options) });
        void client.invalidateQueries({ queryKey: BANKS_KEY });
      }
    } catch {
      // The request layer has shown why; the file stays chosen for another try.
      setStep({ kind: 'idle' });
    }
  };

  const choose = (chosen: File) => {
    if (chosen.size > AssessmentLimits.importBytes) notifier().error(m('tooBig', { mb: AssessmentLimits.importBytes / 1024 / 1024 }));
    else {
      setFile(chosen);
      setStep({ kind: 'idle' });
    }
  };

  const busy = step.kind === 'sending';
  const importable = step.kind === 'checked' && step.check.problems.length === 0 && step.check.rows > 0;

  return (
    <Modal open title={m('title')} width={760} onCancel={onClose} destroyOnHidden footer={<Button onClick={onClose}>{m('close')}</Button>}>
      <Flex vertical gap={12} data-testid="question-import">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {m('intro')}
        </Typography.Paragraph>
        <Typography.Text data-testid="question-import-target">{m('target', { place: placeName })}</Typography.Text>
        <WorkbookImportControls
          template={
            <DownloadButton download={downloadQuestionTemplate} fallbackName={m('templateName')} testId="question-import-template">
              {m('template')}
            </DownloadButton>
          }
          file={file}
          busy={busy}
          importable={importable}
          onChoose={choose}
          onSend={(action) => void send(action)}
          testIdPrefix="question-import"
        />
        {step.kind === 'sending' && (
          <Flex vertical gap={4} data-testid="question-import-progress">
            <Flex gap={8} align="center">
              <Spin size="small" />
              <Typography.Text>{m(step.action === 'check' ? 'checking' : 'importing')}</Typography.Text>
            </Flex>
            <Progress percent={step.percent} size="small" aria-label={m(step.action === 'check' ? 'checking' : 'importing')} />
          </Flex>
        )}
        {step.kind === 'checked' && <Findings check={step.check} />}
        {step.kind === 'imported' && (
          <Alert
            type="success"
            showIcon
            title={m('done', { created: step.result.created, folders: step.result.foldersCreated })}
            data-testid="question-import-done"
          />
        )}
      </Flex>
    </Modal>
  );
}
