import type { BankFolder, QuestionDetail } from '@yanxiu/contract/assessment-banks';
import { QUESTION_DIFFICULTIES, QUESTION_DIFFICULTY_LABELS, QuestionKind } from '@yanxiu/contract/assessment-bank-enums';
import { AssessmentLimits } from '@yanxiu/contract/limits';
import { Alert, Button, Drawer, Flex, Form, Radio, Select, Skeleton, TreeSelect, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { RequestError } from '@/shared/request/request';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { RichTextEditor } from '@/shared/ui/RichTextEditor';
import { useCreateQuestion, useQuestion, useSaveQuestion, useTags } from '../api/questions';
import { folderTree, type FolderNode } from '../model/folder-tree';
import { newQuestionValues, questionInput, versionValues, type QuestionFormValues } from '../model/question-form';
import { BlanksField, OptionsField, TrueFalseField } from './AnswerFields';
import { keepEnterFromSubmitting } from './keep-enter';
import { QuestionView } from './QuestionView';

const TOP = 'top';

type TreeOption = { value: number | typeof TOP; title: string; children?: TreeOption[] };
const folderOption = (node: FolderNode): TreeOption => ({
  value: node.folderId,
  title: node.name,
  children: node.children.map(folderOption),
});

/** The question's fields; the answer's part follows the chosen kind. */
function QuestionFields({ form, folders }: { form: FormInstance<QuestionFormValues>; folders: readonly BankFolder[] }) {
  const { t } = useTranslation();
  const m = (key: string) => t(`assessmentBanks.editor.${key}`);
  const locale = currentLocale();
  const tags = useTags();
  const kind = Form.useWatch('kind', form);
  return (
    <>
      <Form.Item name="kind" label={m('kind')}>
        <Radio.Group optionType="button" options={QuestionKind.options(locale)} data-testid="question-kind" />
      </Form.Item>
      <Form.Item
        name="folderId"
        label={m('folder')}
        getValueProps={(value: number | null) => ({ value: value ?? TOP })}
        normalize={(value: number | typeof TOP) => (value === TOP ? null : value)}
      >
        <TreeSelect
          treeDefaultExpandAll
          aria-label={m('folder')}
          treeData={[{ value: TOP, title: t('assessmentBanks.folders.top') }, ...folderTree(folders).map(folderOption)]}
          data-testid="question-folder"
        />
      </Form.Item>
      <Form.Item
        name="stem"
        label={m('stem')}
        extra={kind === 'fill_blank' ? m('stemHint') : undefined}
        rules={[{ required: true, whitespace: true, message: m('stemRequired') }]}
      >
        <RichTextEditor label={m('stem')} testId="question-stem" picturePurpose="question_picture" />
      </Form.Item>
      {(kind === 'single' || kind === 'multiple') && <OptionsField form={form} kind={kind} />}
      {kind === 'true_false' && <TrueFalseField />}
      {kind === 'fill_blank' && <BlanksField />}
      {kind === 'short_answer' && (
        <Form.Item name="referenceAnswer" label={m('reference')} extra={m('referenceHint')}>
          <RichTextEditor label={m('reference')} testId="question-reference" picturePurpose="question_picture" />
        </Form.Item>
      )}
      <Form.Item name="explanation" label={m('explanation')}>
        <RichTextEditor label={m('explanation')} testId="question-explanation" picturePurpose="question_picture" />
      </Form.Item>
      <Form.Item name="difficulty" label={m('difficulty')}>
        <Radio.Group
          optionType="button"
          options={QUESTION_DIFFICULTIES.map((level) => ({ value: level, label: QUESTION_DIFFICULTY_LABELS[level][locale] }))}
          data-testid="question-difficulty"
        />
      </Form.Item>
      <Form.Item
        name="tags"
        label={m('tags')}
        extra={m('tagsHint')}
        rules={[
          { type: 'array', max: AssessmentLimits.tags, message: m('tagsTooMany') },
          {
            validator: async (_, value: string[] | undefined) => {
              if ((value ?? []).some((tag) => tag.trim().length > AssessmentLimits.tag)) throw new Error(m('tagTooLong'));
            },
          },
        ]}
      >
        <Select
          mode="tags"
          aria-label={m('tags')}
          maxCount={AssessmentLimits.tags}
          options={(tags.data?.tags ?? []).map(({ tag }) => ({ value: tag, label: tag }))}
          data-testid="question-tags"
        />
      </Form.Item>
    </>
  );
}

export type QuestionEditorProps = {
  bankId: number;
  /** The question to edit, or null for a new one. */
  questionId: number | null;
  /** Where a new question goes (the folder being looked at). */
  folderId: number | null;
  folders: readonly BankFolder[];
  onClose: () => void;
};

/**
 * A question's editor in a drawer: a new question, or a new version of one at the version it was read at. A stale
 * save (someone saved a version since) is explained, and the latest version can be loaded to redo the change on it.
 * A question the caller may not edit (a shared or archived bank's) shows read-only.
 */
export function QuestionEditor({ bankId, questionId, folderId, folders, onClose }: QuestionEditorProps) {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`assessmentBanks.editor.${key}`, options ?? {});
  const question = useQuestion(questionId);
  // The version the form was filled from: a later read (a refetch) must not replace what the author is writing.
  const [based, setBased] = useState<QuestionDetail | null>(null);
  const [stale, setStale] = useState(false);
  const [form] = Form.useForm<QuestionFormValues>();
  const create = useCreateQuestion();
  const save = useSaveQuestion();
  // Pinned when first read, so the save names the version the form shows.
  if (based === null && question.data) setBased(question.data);
  const detail = based ?? question.data ?? null;

  const submit = async (values: QuestionFormValues) => {
    const body = questionInput(values);
    try {
      if (detail) {
        const saved = await save.mutateAsync({ questionId: detail.questionId, version: detail.current.version, question: body });
        notifier().success(m('saved', { version: saved?.current.version ?? detail.current.version + 1 }));
      } else {
        await create.mutateAsync({ bankId, question: body });
        notifier().success(m('created'));
      }
      onClose();
    } catch (error) {
      if (error instanceof RequestError && error.httpStatus === 409 && detail) setStale(true);
      else if (error instanceof RequestError && detail) notifier().error(error.message);
      // A new question's failure was shown by the request layer.
    }
  };

  const loadLatest = async () => {
    const latest = await question.refetch();
    if (latest.data) {
      setBased(latest.data);
      form.setFieldsValue(versionValues(latest.data.current, latest.data.folderId));
      setStale(false);
    }
  };

  const title = detail ? m('editTitle', { version: detail.current.version }) : m('createTitle');
  const loading = questionId !== null && !detail && !question.isError;
  const readOnly = detail !== null && !detail.editable;

  return (
    <Drawer
      open
      title={title}
      size="large"
      onClose={onClose}
      destroyOnHidden
      data-testid="question-editor"
      extra={
        !readOnly &&
        !loading && (
          <Flex gap={8}>
            <Button onClick={onClose}>{m('cancel')}</Button>
            <Button type="primary" loading={save.isPending || create.isPending} onClick={() => form.submit()} data-testid="question-save">
              {m('save')}
            </Button>
          </Flex>
        )
      }
    >
      {question.isError && !detail ? (
        <RetryAlert title={m('failed')} onRetry={() => void question.refetch()} />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : readOnly ? (
        <QuestionView version={detail.current} />
      ) : (
        <Flex vertical gap={12}>
          {stale && (
            <Alert
              type="warning"
              showIcon
              title={m('staleTitle')}
              description={m('staleText')}
              action={
                <Button size="small" onClick={() => void loadLatest()} loading={question.isFetching} data-testid="question-load-latest">
                  {m('loadLatest')}
                </Button>
              }
              data-testid="question-stale"
            />
          )}
          <Form<QuestionFormValues>
            form={form}
            layout="vertical"
            initialValues={detail ? versionValues(detail.current, detail.folderId) : newQuestionValues(folderId)}
            onFinish={(values) => void submit(values)}
            onKeyPress={keepEnterFromSubmitting}
            data-testid="question-form"
          >
            <QuestionFields form={form} folders={folders} />
          </Form>
        </Flex>
      )}
    </Drawer>
  );
}
