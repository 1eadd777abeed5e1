import { Skeleton } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { RequestError } from '@/shared/request/request';
import { LoadFailure } from '@/shared/ui/LoadFailure';

/** What an address naming no call (not a number) counts as. */
const NO_CALL = new RequestError('', 404, null);

/** What a call's address names: a new call (`…/new`, no id), a stored one (its number), or none (not a number). */
export function calledIdOf(param: string | undefined): { isNew: boolean; id: number | undefined } {
  const isNew = param === undefined;
  return { isNew, id: !isNew && /^\d{1,15}$/.test(param) ? Number(param) : undefined };
}

/**
 * A call's editor: a new call's at once, a stored one's once read (a skeleton meanwhile), or why it cannot be shown
 * (not found, refused, failed) with a way back. Another call or a newer version read remounts the editor, so its
 * form starts from what was read.
 */
export function CallEditorLoad<Stored extends { version: number }>(props: {
  called: { isNew: boolean; id: number | undefined };
  read: { data?: Stored | undefined; error: unknown; isError: boolean; isPending: boolean; refetch: () => unknown };
  failure: { notFound: string; back: ReactNode; testId: string };
  editorOf: (stored: Stored | null, onReload: () => void) => ReactNode;
}) {
  const { called, read, failure, editorOf } = props;
  if (called.isNew) return editorOf(null, () => undefined);
  if (called.id === undefined || read.isError)
    return (
      <LoadFailure
        error={read.error ?? NO_CALL}
        notFound={failure.notFound}
        onRetry={() => void read.refetch()}
        back={failure.back}
        testId={failure.testId}
      />
    );
  if (read.isPending || !read.data) return <Skeleton active />;
  return <Fragment key={`${called.id}-${read.data.version}`}>{editorOf(read.data, () => void read.refetch())}</Fragment>;
}
