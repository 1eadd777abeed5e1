import type { Locale } from '@yanxiu/contract/locale';
import type { Executor } from '@server/db/client';
import { findRunningApplicationUsing } from '@server/modules/development/development.public';
import { findPendingDeclarationUsing } from '@server/modules/learning/learning.public';
import { findTrainingUseOf } from '@server/modules/training/training.public';

/** Why a file may not be deleted now, in the caller's language; undefined when nothing running uses it. */
export type FileInUse = (tx: Executor, tenantId: number, fileId: string, locale: Locale) => Promise<string | undefined>;

/**
 * The domains that refer to stored files and need them kept while their work runs. Files depend on them only
 * here, so adding a domain that refers to files is one entry. Each check runs with the file's row locked.
 */
const CHECKS: readonly FileInUse[] = [
  async (tx, tenantId, fileId, locale) => {
    const applyId = await findRunningApplicationUsing(tx, tenantId, fileId);
    if (applyId === undefined) return undefined;
    return locale === 'zh-CN'
      ? `该文件是进行中的发展申报（${applyId}）的证明材料，申报结束前不能删除`
      : `The file is evidence of development application ${applyId}, which is still running; it can be deleted once that ends`;
  },
  // Evidence of declared learning hours waiting for the school's decision.
  async (tx, tenantId, fileId, locale) => {
    const declarationId = await findPendingDeclarationUsing(tx, tenantId, fileId);
    if (declarationId === undefined) return undefined;
    return locale === 'zh-CN'
      ? `该文件是待审核的学时申报（${declarationId}）的证明材料，审核结束前不能删除`
      : `The file is evidence of learning-hours declaration ${declarationId}, which awaits review; it can be deleted once that is decided`;
  },
  // Training material: a lesson, a cover or an open-class recording teachers would lose.
  async (tx, tenantId, fileId, locale) => {
    const use = await findTrainingUseOf(tx, tenantId, fileId);
    if (!use) return undefined;
    const what = { programme: ['培训项目', 'training programme'], studio: ['名师工作室', 'studio'], openClass: ['公开课', 'open class'] }[use.kind];
    return locale === 'zh-CN'
      ? `该文件正被${what[0]}“${use.title}”使用，请先在其中替换或移除`
      : `The file is used by the ${what[1]} "${use.title}"; replace or remove it there first`;
  },
];

/** The first reason a file must be kept, if any. */
export async function whyFileInUse(tx: Executor, tenantId: number, fileId: string, locale: Locale): Promise<string | undefined> {
  for (const check of CHECKS) {
    const reason = await check(tx, tenantId, fileId, locale);
    if (reason) return reason;
  }
  return undefined;
}
