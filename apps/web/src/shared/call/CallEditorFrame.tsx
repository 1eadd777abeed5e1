import './i18n/call.register';
import { Alert, Button, Flex, Popconfirm, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { PublishAfterSave } from '@/shared/ui/PublishAfterSave';
import type { CallEditorState } from './use-call-editor';

/** A publish or close call as the editor uses it (a TanStack mutation of the record at the version read). */
export type VersionedMutation<Versioned> = {
  mutate: (body: Versioned, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

export type CallEditorFrameProps<Versioned> = {
  editor: CallEditorState;
  /** Test ids read `${testIdPrefix}-save`, `-publish`, `-reload`, `-actions`. */
  testIdPrefix: string;
  /** The stored record's id and the version read; null for a new draft, which is saved first and published after. */
  versioned: Versioned | null;
  /** Whether the caller may still change it (their draft). */
  draft: boolean;
  /** Publishing a saved draft: the call, the domain's confirmation and what it says once published. */
  publish: { mutation: VersionedMutation<Versioned>; confirm: string; description?: string; done: string };
  /** The domain's acts on a published record (extend, close). */
  moreActions?: ReactNode;
  onReload: () => void;
  /** What stands above the actions: the record's facts and why it cannot be changed. */
  notices?: ReactNode;
  /** The form. */
  children: ReactNode;
};

/** A call's editor around its form: the stale warning, the record's notices, and the actions kept in sight. */
export function CallEditorFrame<Versioned>(props: CallEditorFrameProps<Versioned>) {
  const { editor, testIdPrefix, versioned, draft, publish, moreActions, onReload, notices, children } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <>
      {editor.stale && (
        <Alert
          type="warning"
          showIcon
          title={t('call.editor.stale')}
          action={
            <Button size="small" onClick={onReload} data-testid={`${testIdPrefix}-reload`}>
              {t('call.editor.reload')}
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      {notices}
      {/* The form is long: its actions stay in sight while scrolling. */}
      <Flex
        justify="flex-end"
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 5,
          background: token.colorBgLayout,
          padding: `${token.paddingXS}px 0`,
          marginBottom: 4,
        }}
        data-testid={`${testIdPrefix}-actions`}
      >
        <Flex gap={8} wrap>
          {draft && (
            <Button
              type={versioned ? 'default' : 'primary'}
              loading={editor.saving}
              onClick={() => void editor.save()}
              data-testid={`${testIdPrefix}-save`}
            >
              {t('call.editor.save')}
            </Button>
          )}
          {draft && versioned && (
            <PublishAfterSave
              dirty={editor.dirty}
              loading={publish.mutation.isPending}
              texts={{
                publish: t('call.editor.publish'),
                confirm: publish.confirm,
                description: publish.description,
                cancel: t('call.editor.cancel'),
                saveFirst: t('call.editor.saveFirst'),
              }}
              onPublish={() =>
                publish.mutation.mutate(versioned, { onSuccess: () => notifier().success(publish.done), onError: editor.onFailure })
              }
              testId={`${testIdPrefix}-publish`}
            />
          )}
          {moreActions}
        </Flex>
      </Flex>
      {children}
    </>
  );
}

/** Closing a published call (it takes no more applications) at the version read, after a confirmation. */
export function CallCloseButton<Versioned>({
  editor,
  mutation,
  versioned,
  texts,
  testId,
}: {
  editor: CallEditorState;
  mutation: VersionedMutation<Versioned>;
  versioned: Versioned;
  texts: { close: string; confirm: string; done: string };
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={texts.confirm}
      okText={texts.close}
      cancelText={t('call.editor.cancel')}
      onConfirm={() => mutation.mutate(versioned, { onSuccess: () => notifier().success(texts.done), onError: editor.onFailure })}
    >
      <Button danger loading={mutation.isPending} data-testid={testId}>
        {texts.close}
      </Button>
    </Popconfirm>
  );
}
