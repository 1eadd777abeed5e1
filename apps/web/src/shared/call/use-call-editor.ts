import './i18n/call.register';
import { Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifier } from '@/shared/request/notifier';
import type { CallDomain } from './call-domain';
import { callFailureText, isStaleVersion } from './call-failure';

/** A save call as the editor uses it (a TanStack mutation). */
export type SaveMutation<Body, Saved> = {
  mutate: (body: Body, callbacks: { onSuccess: (saved: Saved) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

/** The state and the acts of a call's editor (a selection project's or a topic call's), as its frame reads them. */
export type CallEditorState = {
  /** The form holds changes not saved yet: publishing waits for them. */
  dirty: boolean;
  /** A write was refused because someone else changed the record: the page offers to reload. */
  stale: boolean;
  saving: boolean;
  /** The form's onValuesChange. */
  markDirty: () => void;
  /** A refused write: a stale version offers reloading, anything else is said with the fields the server named. */
  onFailure: (error: unknown) => void;
  /** Validates the form, checks the body against the contract, then saves it. */
  save: () => Promise<void>;
};

/** The editor with its form (CallEditorForm takes it). */
export type CallEditor<Values> = CallEditorState & { form: FormInstance<Values> };

export type CallEditorOptions<Values, Stored, Body, Saved> = {
  /** The stored record's id and the version read; null for a new draft. */
  stored: Stored | null;
  /** The save body of the form's values, naming the stored record and the version read when there is one. */
  toBody: (values: Values, stored?: Stored) => Body;
  /** What the contract still refuses in a body (paths and messages). */
  problemsOf: (body: Body) => Array<{ path: string; message: string }>;
  mutation: SaveMutation<Body, Saved>;
  /** A new draft: what to say once it is created, and its page, which the editor then opens in its place. */
  created: { text: string; pathOf: (saved: Saved) => string };
};

/**
 * The versioned save of a call's editor: nothing is sent while a field is invalid or the contract would refuse the
 * body (the page says why), a save names the version read, and a save refused as stale offers to reload rather
 * than overwrite another person's change.
 */
export function useCallEditor<Values, Stored, Body, Saved>(options: CallEditorOptions<Values, Stored, Body, Saved>): CallEditor<Values> {
  const { stored, toBody, problemsOf, mutation, created } = options;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [stale, setStale] = useState(false);

  const onFailure = (error: unknown) => {
    if (isStaleVersion(error)) setStale(true);
    else notifier().error(callFailureText(t, error));
  };

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      notifier().warning(t('call.editor.invalid'));
      return;
    }
    const body = toBody(form.getFieldsValue(true) as Values, stored ?? undefined);
    const problems = problemsOf(body);
    if (problems.length > 0) {
      notifier().warning(t('call.editor.refused', { problem: problems[0]!.message }));
      return;
    }
    mutation.mutate(body, {
      onSuccess: (saved) => {
        setDirty(false);
        notifier().success(stored ? t('call.editor.saved') : created.text);
        if (!stored) void navigate(created.pathOf(saved), { replace: true });
      },
      onError: onFailure,
    });
  };

  return { form, dirty, stale, saving: mutation.isPending, markDirty: () => setDirty(true), onFailure, save };
}

/** A stored call's id (by the domain's name for it) and the version read: what its writes name. */
export type VersionedCall<IdName extends string> = Record<IdName, number> & { version: number };

/**
 * The editor of a domain's call (`stored`, null for a new one), with what its frame takes: the editor, the id and
 * version its writes name, and the test ids' prefix. A new call's page, once created, is the domain's.
 */
export function useDomainCallEditor<IdName extends string, Values, Body, Saved extends Record<IdName, number>>(
  domain: CallDomain<IdName>,
  stored: VersionedCall<IdName> | null,
  options: Omit<CallEditorOptions<Values, VersionedCall<IdName>, Body, Saved>, 'stored' | 'created'> & { createdText: string },
) {
  const { createdText, ...rest } = options;
  const versioned = stored ? ({ [domain.idName]: stored[domain.idName], version: stored.version } as VersionedCall<IdName>) : null;
  const editor = useCallEditor({
    ...rest,
    stored: versioned,
    created: { text: createdText, pathOf: (saved) => `${domain.listPath}/${saved[domain.idName]}` },
  });
  return { editor, versioned, testIdPrefix: domain.testIds.row };
}
