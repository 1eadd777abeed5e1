import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { usePageSubject } from '@/shared/ui/page-subject';
import type { CallDomain } from './call-domain';
import { calledIdOf, CallEditorLoad } from './CallEditorLoad';

/** A stored call as its editor page reads it. */
type StoredCall = { title: string; version: number };

/** A call's read: a TanStack query of the stored call, not asked while the id is undefined. */
type CallRead<Stored> = { data?: Stored | undefined; error: unknown; isError: boolean; isPending: boolean; refetch: () => unknown };

export type CallEditorPageProps<IdName extends string, Stored extends StoredCall> = {
  domain: CallDomain<IdName>;
  useCall: (id: number | undefined) => CallRead<Stored>;
  /** The domain's editor of the stored call (null for a new one); `onReload` reads it again. */
  editorOf: (stored: Stored | null, onReload: () => void) => ReactNode;
};

/**
 * `${listPath}/new` and `${listPath}/:id`: a call's editor page for those who manage the domain's calls, with the way
 * back to the list. The title and the browser tab name the call once read.
 */
export function CallEditorPage<IdName extends string, Stored extends StoredCall>({
  domain,
  useCall,
  editorOf,
}: CallEditorPageProps<IdName, Stored>) {
  const { t } = useTranslation();
  const texts = domain.useTexts();
  const mayManage = domain.useMayManage();
  const called = calledIdOf(useParams()[domain.idName]);
  const call = useCall(mayManage ? called.id : undefined);
  usePageSubject(called.isNew ? undefined : call.data?.title);
  const back = (
    <ActionLink to={domain.listPath} size="middle" testId={`back-to-${domain.testIds.row}s`}>
      {texts.backToList}
    </ActionLink>
  );
  return (
    <PageFrame
      title={called.isNew ? texts.newTitle : (call.data?.title ?? texts.editTitle)}
      crumbs={[t('nav.manage'), texts.listTitle]}
      extra={back}
    >
      <AccessGate accessible={mayManage} title={texts.forbiddenTitle} text={texts.forbiddenText} testId={domain.testIds.forbidden}>
        <CallEditorLoad
          called={called}
          read={call}
          failure={{ notFound: texts.notFound, back, testId: `${domain.testIds.row}-not-found` }}
          editorOf={editorOf}
        />
      </AccessGate>
    </PageFrame>
  );
}
