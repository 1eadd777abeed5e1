import type { ApplicantInfo } from '@yanxiu/contract/selection';
import { useRef } from 'react';
import { RequestError } from '@/shared/request/request';
import { getApplicantInfo } from '../../api/teacher/get-applicant-info';
import { saveApplicantInfo } from '../../api/teacher/save-applicant-info';
import { saveItems } from '../../api/teacher/save-items';
import { saveEntries, type ItemDraft } from '../../model/teacher/item-drafts';
import { isEditableStatus } from '../../model/teacher/progress';
import { useAutosave } from './use-autosave';

/** One edit the autosave carries: the applicant information with the group, or one indicator's draft. */
type Edit = { kind: 'info'; info: ApplicantInfo; groupId: number | null } | { kind: 'item'; draft: ItemDraft };
const INFO_KEY = 'info';
const ITEM_PREFIX = 'item:';

export type ApplicationDraftOptions = { prjId: number; applyId: number | null; version: number | null; selfReviewAllowed: boolean };

/**
 * The autosave of one application: applicant information through savaApplyUserInfo, indicators through saveApplyItem,
 * each write naming the version the previous one returned. `version` is shared with submit and withdraw.
 */
export function useApplicationDraft({ prjId, applyId, version: initialVersion, selfReviewAllowed }: ApplicationDraftOptions) {
  const version = useRef<number | null>(initialVersion);

  /** Sends the edits in order: information first (it moves the version), then the items together. */
  const send = async (edits: ReadonlyMap<string, Edit>) => {
    if (applyId === null || version.current === null) return;
    const infoEdit = edits.get(INFO_KEY);
    const itemEdits = new Map(
      [...edits].flatMap(([key, edit]) => (edit.kind === 'item' ? [[key.slice(ITEM_PREFIX.length), edit.draft] as const] : [])),
    );
    const write = async () => {
      if (infoEdit?.kind === 'info') {
        const state = await saveApplicantInfo({
          prjId,
          applyId,
          version: version.current!,
          groupId: infoEdit.groupId,
          info: infoEdit.info,
        });
        version.current = state.version;
      }
      if (itemEdits.size > 0) {
        const result = await saveItems({ applyId, version: version.current!, values: saveEntries(itemEdits, selfReviewAllowed) });
        version.current = result.version;
      }
    };
    try {
      await write();
    } catch (error) {
      // Saved meanwhile in another tab: these edits are the newest, so they go once more at the version now stored.
      if (!(error instanceof RequestError && error.httpStatus === 409)) throw error;
      const now = await getApplicantInfo({ applyId });
      if (now.version === null || now.version === version.current || !isEditableStatus(now.status)) throw error;
      version.current = now.version;
      await write();
    }
  };
  const autosave = useAutosave<Edit>(send);

  return {
    autosave,
    version,
    editItem: (itemId: number, draft: ItemDraft) => autosave.edit(`${ITEM_PREFIX}${itemId}`, { kind: 'item', draft }),
    editInfo: (info: ApplicantInfo, groupId: number | null) => autosave.edit(INFO_KEY, { kind: 'info', info, groupId }),
  };
}
