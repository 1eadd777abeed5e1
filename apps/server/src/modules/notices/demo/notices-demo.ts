import type { Db } from '@server/db/client';
import { plainTextOf, sanitizeRichText } from '@server/platform/rich-text/rich-text';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findDemoSchools, findDemoStaff, hasNotices, insertDemoNotice } from './notices-demo.repository';

const DAY = 24 * 3600 * 1000;

/**
 * Seeds the demo tenant's notices once, so /noticeList and the staff page show something on first start: a pinned
 * district-wide notice, a district notice to the second school asking for acknowledgement, a school notice of the
 * first school and an expired one. Seed data is Chinese, as the demo districts are.
 */
export async function seedNoticesDemo(db: Db, tenantId: TenantId, now = new Date()): Promise<number> {
  if (await hasNotices(db, tenantId)) return 0;
  const staff = await findDemoStaff(db, tenantId, ['district_admin', 'school_admin']);
  const district = staff.get('district_admin');
  const school = staff.get('school_admin');
  const schools = await findDemoSchools(db, tenantId);
  if (!district || !school || schools.length < 2) return 0;
  const demo = [
    {
      author: district,
      title: '关于开展2026学年教师继续教育学时登记工作的通知',
      html: '<p>各学校：</p><p>为做好本学年教师继续教育管理工作，请各位教师于<strong>12月31日前</strong>在“学时”页面核对本人学时记录，如有遗漏请及时申报。</p><ul><li>校本培训学时由学校统一登记</li><li>区级及以上培训学时由系统自动记入</li></ul>',
      pinned: true,
      requiresAck: false,
      scopeUnitIds: [] as number[],
      publishAt: new Date(now.getTime() - 5 * DAY),
      expiresAt: null,
    },
    {
      author: district,
      title: '关于参加区级教研活动的通知（请确认收到）',
      html: '<p>请实验中学全体教师于下周三下午参加区级语文、数学联合教研活动，地点为区教师发展中心三楼报告厅。</p><p>请阅读后点击“确认收到”。</p>',
      pinned: false,
      requiresAck: true,
      scopeUnitIds: [schools[1]!],
      publishAt: new Date(now.getTime() - 2 * DAY),
      expiresAt: new Date(now.getTime() + 30 * DAY),
    },
    {
      author: school,
      title: '本校第十二周教研组活动安排',
      html: '<p>各教研组请按以下安排开展活动：</p><ol><li>周二下午：语文组集体备课</li><li>周四下午：数学组公开课观摩</li></ol>',
      pinned: false,
      requiresAck: false,
      scopeUnitIds: [school.orgUnitId],
      publishAt: new Date(now.getTime() - 1 * DAY),
      expiresAt: null,
    },
    {
      author: district,
      title: '暑期教师研修报名（已截止）',
      html: '<p>暑期教师研修报名已于8月31日截止，感谢各位老师的积极参与。</p>',
      pinned: false,
      requiresAck: false,
      scopeUnitIds: [] as number[],
      publishAt: new Date(now.getTime() - 90 * DAY),
      expiresAt: new Date(now.getTime() - 60 * DAY),
    },
  ];
  for (const notice of demo) {
    const bodyHtml = sanitizeRichText(notice.html);
    await insertDemoNotice(db, {
      tenantId,
      publisherUnitId: notice.author.orgUnitId,
      authorUserId: notice.author.id,
      title: notice.title,
      bodyHtml,
      bodyText: plainTextOf(bodyHtml),
      scopeUnitIds: notice.scopeUnitIds,
      pinned: notice.pinned,
      requiresAck: notice.requiresAck,
      publishAt: notice.publishAt,
      expiresAt: notice.expiresAt,
      announcedAt: notice.publishAt,
    });
  }
  return demo.length;
}
