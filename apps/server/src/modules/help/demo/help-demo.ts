import type { HelpCategory, HelpKind } from '@yanxiu/contract/help';
import type { Db } from '@server/db/client';
import { plainTextOf, sanitizeRichText } from '@server/platform/rich-text/rich-text';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findHelpAuthor, hasHelp, insertHelp } from '../help.repository';

const DEMO: ReadonlyArray<{ kind: HelpKind; category: HelpCategory; title: string; html: string }> = [
  {
    kind: 'faq',
    category: 'account',
    title: '忘记密码怎么办？',
    html: '<p>请联系本校管理员重置密码；登录后可在“账号安全”页面修改密码。</p>',
  },
  {
    kind: 'faq',
    category: 'account',
    title: '为什么长时间不操作会自动退出？',
    html: '<p>部分账号开启了空闲自动退出：超过15分钟无操作，系统会自动退出以保护账号安全。</p>',
  },
  {
    kind: 'article',
    category: 'training',
    title: '如何报名参加培训项目',
    html: '<h3>报名步骤</h3><ol><li>进入“培训”页面，选择感兴趣的项目</li><li>查看报名时间与名额，点击“报名”</li><li>需要审核的项目，等待学校管理员审核</li></ol>',
  },
  {
    kind: 'faq',
    category: 'learning',
    title: '观看视频为什么没有记学时？',
    html: '<p>学时按实际观看时间计算：快进、页面隐藏或未通过在线确认的时段不计入。</p>',
  },
  {
    kind: 'article',
    category: 'development',
    title: '发展申报流程说明',
    html: '<p>选择岗位类型与目标阶段，按条件上传证明材料后提交，经学校、区县两级审核。</p>',
  },
  {
    kind: 'faq',
    category: 'selection',
    title: '评选申报可以修改吗？',
    html: '<p>提交前可随时保存草稿；提交后如被退回，可修改后再次提交。</p>',
  },
];

/** Seeds the demo tenant's help once: FAQ and articles in several categories, written by the district admin. */
export async function seedHelpDemo(db: Db, tenantId: TenantId): Promise<number> {
  if (await hasHelp(db, tenantId)) return 0;
  const authorUserId = await findHelpAuthor(db, tenantId, 'district_admin');
  if (authorUserId === undefined) return 0;
  for (const entry of DEMO) {
    const bodyHtml = sanitizeRichText(entry.html);
    await insertHelp(db, tenantId, {
      kind: entry.kind,
      category: entry.category,
      title: entry.title,
      bodyHtml,
      bodyText: plainTextOf(bodyHtml),
      authorUserId,
    });
  }
  return DEMO.length;
}
