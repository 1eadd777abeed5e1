import '../../i18n/banks.register';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { QuestionListItem } from '@yanxiu/contract/assessment-banks';
import { Alert, Button, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { DownloadButton } from '@/shared/ui/DownloadButton';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { usePageSubject } from '@/shared/ui/page-subject';
import { assessmentAccess } from '../../assessment.access';
import { useBank } from '../api/banks';
import { useFolders } from '../api/folders';
import { exportQuestions } from '../api/imports';
import { useQuestions, type QuestionsFilter } from '../api/questions';
import { FolderPanel } from '../components/FolderPanel';
import { ImportDialog } from '../components/ImportDialog';
import { QuestionEditor } from '../components/QuestionEditor';
import { QuestionFilters } from '../components/QuestionFilters';
import { QuestionHistory } from '../components/QuestionHistory';
import { QuestionsTable } from '../components/QuestionsTable';
import { folderPath } from '../model/folder-tree';
import { filterOf, searchOf } from '../model/questions-address';

/** What is open over the page: the editor (a question, or a new one), a question's versions, or the import. */
type Open = { kind: 'editor'; questionId: number | null } | { kind: 'history'; questionId: number } | { kind: 'import' } | null;

function Bank({ bankId }: { bankId: number }) {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`assessmentBanks.${key}`, options ?? {});
  const bank = useBank(bankId);
  const folders = useFolders(bankId);
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const [open, setOpen] = useState<Open>(null);
  const questions = useQuestions(bankId, filter);
  usePageSubject(bank.data?.name);

  if (bank.isError) return <RetryAlert title={m('bank.failed')} onRetry={() => void bank.refetch()} />;
  if (!bank.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const data = bank.data;
  const editable = data.access === 'manage' && !data.archived;
  const folderList = folders.data?.folders ?? [];
  const place = { bankId, folderId: filter.folderId ?? null };
  const placeName = filter.folderId === undefined ? data.name : `${data.name} / ${folderPath(folderList, filter.folderId)}`;
  const filtered = Boolean(filter.kind || filter.difficulty || filter.tag || filter.keyword);
  const change = (next: Partial<QuestionsFilter>) => setSearch(searchOf({ ...filter, ...next, current: next.current ?? 1 }));

  return (
    <Flex vertical gap={12} data-testid="bank-page">
      <Typography.Text type="secondary" data-testid="bank-summary">
        {m('bank.summary', {
          owner: data.ownerUnitName,
          questions: t('assessment.questionCount', { count: data.questionCount }),
          folders: m('bank.folderCount', { count: data.folderCount }),
        })}
      </Typography.Text>
      {data.access === 'use' && <Alert type="info" showIcon title={m('bank.readOnly')} data-testid="bank-read-only" />}
      {data.archived && <Alert type="warning" showIcon title={m('bank.archivedNote')} data-testid="bank-archived" />}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8} lg={6}>
          <FolderPanel
            bankId={bankId}
            selected={filter.folderId ?? null}
            onSelect={(folderId) => change({ folderId: folderId ?? undefined })}
            editable={editable}
            bankQuestions={data.questionCount}
          />
        </Col>
        <Col xs={24} md={16} lg={18}>
          <Flex vertical gap={12}>
            <Flex gap={8} wrap justify="space-between" align="center">
              <QuestionFilters filter={filter} onChange={change} />
              <Flex gap={8} wrap>
                {editable && (
                  <>
                    <Button
                      type="primary"
                      icon={<PlusOutlined />}
                      onClick={() => setOpen({ kind: 'editor', questionId: null })}
                      data-testid="question-create"
                    >
                      {m('questions.create')}
                    </Button>
                    <Button icon={<ImportOutlined />} onClick={() => setOpen({ kind: 'import' })} data-testid="question-import-open">
                      {m('questions.import')}
                    </Button>
                  </>
                )}
                <DownloadButton download={() => exportQuestions(place)} fallbackName={m('questions.exportName')} testId="question-export">
                  {m('questions.export')}
                </DownloadButton>
              </Flex>
            </Flex>
            <QuestionsTable
              list={questions}
              current={filter.current}
              onPage={(current) => change({ current })}
              filtered={filtered}
              editable={editable}
              onOpen={(question: QuestionListItem) => setOpen({ kind: 'editor', questionId: question.questionId })}
              onHistory={(question: QuestionListItem) => setOpen({ kind: 'history', questionId: question.questionId })}
            />
          </Flex>
        </Col>
      </Row>
      {open?.kind === 'editor' && (
        <QuestionEditor
          bankId={bankId}
          questionId={open.questionId}
          folderId={filter.folderId ?? null}
          folders={folderList}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'history' && <QuestionHistory questionId={open.questionId} onClose={() => setOpen(null)} />}
      {open?.kind === 'import' && <ImportDialog place={place} placeName={placeName} onClose={() => setOpen(null)} />}
    </Flex>
  );
}

/** /manage/assessment/banks/:bankId: a bank's folders beside its questions, with the editor, versions, import and export. */
export default function BankPage() {
  const { t } = useTranslation();
  const access = useAccess(assessmentAccess);
  const { bankId } = useParams();
  const id = Number(bankId);
  const valid = Number.isSafeInteger(id) && id > 0;
  // The page is titled with the bank's name once read (the same read the page's content makes).
  const bank = useBank(id, valid && access.canManageBanks);
  return (
    <PageFrame title={bank.data?.name ?? t('routes.manageAssessmentBank')} crumbs={[t('nav.manage'), t('routes.manageAssessmentBanks')]}>
      <AccessGate
        accessible={access.canManageBanks}
        title={t('assessmentBanks.forbiddenTitle')}
        text={t('assessmentBanks.forbiddenText')}
        testId="bank-forbidden"
      >
        {valid ? <Bank key={id} bankId={id} /> : <Result status="404" title={t('routes.notFound')} data-testid="bank-not-found" />}
      </AccessGate>
    </PageFrame>
  );
}
