import '../i18n/imports.register';
import { DownloadOutlined } from '@ant-design/icons';
import {
  ACCOUNT_IMPORT_MAX_BYTES,
  type AccountImportCheck,
  type AccountImportResult,
  type ImportCredentialsFile,
  type ImportProblem,
  type ImportProgress,
} from '@yanxiu/contract/administration-imports';
import { Alert, Button, Card, Flex, Progress, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/shared/request/file-transfer';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { WorkbookFindings } from '@/shared/ui/WorkbookFindings';
import { PageFrame } from '@/shared/ui/PageFrame';
import { WorkbookImportControls, type WorkbookImportAction } from '@/shared/ui/WorkbookImportControls';
import { administrationAccess } from '../../administration.access';
import { checkImport, downloadImportTemplate, exportAccounts, runImport } from '../api/account-imports';
import { DownloadButton } from '@/shared/ui/DownloadButton';

type Action = WorkbookImportAction;

const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How far the server is, as one bar: reading and checking, then (for the import) writing batch by batch. */
function serverPercent(action: Action, { stage, done, total }: ImportProgress): number {
  if (stage === 'written') return Math.round(40 + (60 * done) / Math.max(total, 1));
  if (stage === 'validated') return action === 'check' ? 100 : 40;
  return action === 'check' ? 50 : 20;
}
/** Where the page stands: the upload's progress, the server's turn, then the check's findings or the import's result. */
type Step =
  | { kind: 'idle' }
  | { kind: 'sending'; action: Action; percent: number }
  | { kind: 'working'; action: Action; progress?: ImportProgress }
  | { kind: 'checked'; check: AccountImportCheck }
  | { kind: 'imported'; result: AccountImportResult };

/** The created accounts' initial passwords: a workbook in the import's answer, saved from memory (the server keeps no copy). */
function Credentials({ file }: { file: ImportCredentialsFile }) {
  const { t } = useTranslation();
  const handleDownload = () => {
    const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
    saveBlob(new Blob([bytes], { type: XLSX_MEDIA_TYPE }), file.fileName);
  };
  return (
    <Card size="small" title={t('accountImports.credentialsTitle')}>
      <Button type="primary" icon={<DownloadOutlined />} onClick={handleDownload} data-testid="import-credentials">
        {t('accountImports.credentialsDownload')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {t('accountImports.credentialsHint')}
      </Typography.Paragraph>
    </Card>
  );
}

function Findings({ check }: { check: AccountImportCheck }) {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`accountImports.${key}`, options ?? {});
  return (
    <WorkbookFindings<ImportProblem>
      summary={m('summary', { rows: check.rows, toCreate: check.toCreate, existing: check.existing })}
      clean={check.toCreate > 0 ? m('clean') : m('nothingToCreate')}
      problemRows={{ count: check.rowsWithProblems, text: m('problemRows', { count: check.rowsWithProblems }) }}
      cut={
        check.problemCount > check.problems.length ? m('problemsCut', { count: check.problemCount, shown: check.problems.length }) : null
      }
      problems={check.problems}
      rowKey={(problem) => `${problem.row}-${problem.column}-${problem.code}`}
      empty={m('noProblems')}
      testIdPrefix="import"
      columns={[
        { title: m('row'), dataIndex: 'row', width: 72 },
        { title: m('column'), dataIndex: 'column', render: (column: string) => m(`columns.${column}`) },
        { title: m('value'), dataIndex: 'value' },
        {
          title: m('problem'),
          dataIndex: 'code',
          render: (code: string, problem) => m(`problems.${code}`, { otherRow: problem.otherRow }),
        },
      ]}
    />
  );
}

function Importer() {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`accountImports.${key}`, options ?? {});
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const send = async (action: Action) => {
    if (!file) return;
    const current = new AbortController();
    controller.current = current;
    setStep({ kind: 'sending', action, percent: 0 });
    // Once the bytes are sent the server reads, checks and writes: an indefinite wait, said as such.
    const onProgress = (percent: number) =>
      setStep((was) => (percent < 100 ? { kind: 'sending', action, percent } : was.kind === 'working' ? was : { kind: 'working', action }));
    const onServerProgress = (progress: ImportProgress) => setStep({ kind: 'working', action, progress });
    const options = { onProgress, onServerProgress, signal: current.signal };
    try {
      if (action === 'check') setStep({ kind: 'checked', check: await checkImport(file, options) });
      else setStep({ kind: 'imported', result: await runImport(file, options) });
    } catch {
      // The request layer has shown why; the file stays chosen for another try.
      setStep({ kind: 'idle' });
    }
  };

  const choose = (chosen: File) => {
    if (chosen.size > ACCOUNT_IMPORT_MAX_BYTES) notifier().error(m('tooBig', { mb: ACCOUNT_IMPORT_MAX_BYTES / 1024 / 1024 }));
    else {
      setFile(chosen);
      setStep({ kind: 'idle' });
    }
  };

  const busy = step.kind === 'sending' || step.kind === 'working';
  const importable = step.kind === 'checked' && step.check.rowsWithProblems === 0 && step.check.toCreate > 0;

  return (
    <Flex vertical gap={16} data-testid="account-import">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {m('intro')}
      </Typography.Paragraph>
      <WorkbookImportControls
        file={file}
        busy={busy}
        importable={importable}
        onChoose={choose}
        onSend={(action) => void send(action)}
        testIdPrefix="import"
      />
      {step.kind === 'sending' && (
        <Flex vertical gap={4} data-testid="import-progress">
          <Typography.Text>{m('sending', { percent: step.percent })}</Typography.Text>
          <Progress percent={step.percent} size="small" aria-label={m('progress', { percent: step.percent })} />
        </Flex>
      )}
      {step.kind === 'working' && (
        <Flex vertical gap={4} data-testid="import-working">
          <Flex gap={8} align="center">
            <Spin size="small" />
            <Typography.Text>
              {step.progress ? m(`stage_${step.progress.stage}`, { count: step.progress.done, total: step.progress.total }) : m('working')}
            </Typography.Text>
          </Flex>
          {step.progress && (
            <Progress
              percent={serverPercent(step.action, step.progress)}
              size="small"
              aria-label={m('serverProgress', { percent: serverPercent(step.action, step.progress) })}
              data-testid="import-server-progress"
            />
          )}
        </Flex>
      )}
      {step.kind === 'checked' && <Findings check={step.check} />}
      {step.kind === 'imported' && (
        <Flex vertical gap={12}>
          <Alert
            type="success"
            showIcon
            title={m('done', { created: step.result.created, existing: step.result.existing })}
            data-testid="import-done"
          />
          {step.result.credentials && <Credentials file={step.result.credentials} />}
        </Flex>
      )}
    </Flex>
  );
}

/** /manage/accounts/import: teachers imported from Excel (template, check, all-or-nothing import) and the accounts' export. */
export default function ImportAccountsPage() {
  const { t } = useTranslation();
  const access = useAccess(administrationAccess);
  const m = (key: string) => t(`accountImports.${key}`);
  return (
    <PageFrame
      title={t('routes.manageAccountsImport')}
      crumbs={[t('nav.manage')]}
      extra={
        access.canManageAccounts && (
          <Flex gap={8} wrap>
            <DownloadButton download={downloadImportTemplate} fallbackName={m('templateName')} testId="import-template">
              {m('template')}
            </DownloadButton>
            <DownloadButton download={exportAccounts} fallbackName={m('exportName')} testId="import-export">
              {m('export')}
            </DownloadButton>
          </Flex>
        )
      }
    >
      <AccessGate accessible={access.canManageAccounts} title={m('forbiddenTitle')} text={m('forbiddenText')} testId="import-forbidden">
        <Importer />
      </AccessGate>
    </PageFrame>
  );
}
