// The search benchmark's tenant: `items` rows spread over the searched kinds of the demo tenant, inserted in bulk as
// the server would have written them (the grams through the same triggers, generated columns and expressions). One
// title in four holds the common two-character keyword (数学), exactly one the rare word (鹈鹕).
import pg from 'pg';
import { DEMO_APP_ID } from '../e2e/support/api';

export const COMMON_KEYWORD = '数学';
export const RARE_KEYWORD = '鹈鹕';

/** Each kind's share of the items (the teacher's own disk holds theirs; teachers are staff's and left out). */
const SHARES = { programmes: 0.3, activities: 0.2, notices: 0.12, disk: 0.12, help: 0.08, openClasses: 0.08, calls: 0.05, projects: 0.05 };

// The title of row `i`: a running number and one of four topics, one of them 数学.
const TITLE = `'压测' || i || (array['数学教学','作业设计','课堂观察','整本书阅读'])[1 + i % 4]`;
const BODY = `'本次内容围绕' || (array['单元整体设计','分层作业','课堂提问','阅读策略'])[1 + i % 4] || '展开，适合各学段教师参加。'`;

type People = { tenantId: number; districtUnitId: number; districtAdminId: number; teacherId: number; teacherUnitId: number };

async function peopleOf(client: pg.Client): Promise<People> {
  const { rows } = await client.query<{ tenant_id: number; username: string; id: string; org_unit_id: string }>(
    `select u.tenant_id, u.username, u.id, u.org_unit_id from users u join tenants t on t.id = u.tenant_id
      where t.app_id = $1 and u.username in ('district_admin', 'teacher')`,
    [DEMO_APP_ID],
  );
  const by = (name: string) => rows.find((row) => row.username === name)!;
  return {
    tenantId: by('teacher').tenant_id,
    districtUnitId: Number(by('district_admin').org_unit_id),
    districtAdminId: Number(by('district_admin').id),
    teacherId: Number(by('teacher').id),
    teacherUnitId: Number(by('teacher').org_unit_id),
  };
}

const rows = (items: number, share: number) => Math.max(1, Math.round(items * share));
const series = (count: number) => `from generate_series(1, ${count}) as i`;

/** Inserts the items and analyses the tables; answers how many rows each kind got. */
export async function insertSearchItems(databaseUrl: string, items: number): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const p = await peopleOf(client);
    const counts = Object.fromEntries(Object.entries(SHARES).map(([kind, share]) => [kind, rows(items, share)]));
    const common = [p.tenantId, p.districtUnitId, p.districtAdminId];
    await client.query(
      `insert into training_programmes (tenant_id, kind, title, summary, organiser_unit_id, level, enrol_mode, enrol_start, enrol_end,
         starts_on, ends_on, credit_hours, status, published_at, created_by)
       select $1, 'common', ${TITLE}, ${BODY}, $2, 3, 'open', now() - interval '1 day', now() + interval '30 days',
              current_date + 40, current_date + 80, 4, 'published', now() - make_interval(mins => i), $3 ${series(counts.programmes!)}`,
      common,
    );
    await client.query(
      `insert into research_activities (tenant_id, kind, title, description, organiser_unit_id, mode, place, starts_at, ends_at, audience,
         completion_rule, credit_hours, status, published_at, created_by, search_grams)
       select $1, 'seminar', t, ${BODY}, $2, 'offline', '报告厅', now() + make_interval(mins => i), now() + make_interval(mins => i + 120),
              'open', array['attended'], 2, 'published', now(), $3, yx_grams(lower(t))
         from (select i, ${TITLE} as t ${series(counts.activities!)}) s`,
      common,
    );
    await client.query(
      `insert into notices (tenant_id, publisher_unit_id, author_user_id, title, body_html, body_text, publish_at)
       select $1, $2, $3, ${TITLE}, '<p>' || ${BODY} || '</p>', ${BODY}, now() - make_interval(mins => i) ${series(counts.notices!)}`,
      common,
    );
    await client.query(
      `insert into help_entries (tenant_id, kind, category, title, body_html, body_text, author_user_id)
       select $1, 'article', 'other', ${TITLE}, '<p>' || ${BODY} || '</p>', ${BODY}, $2 ${series(counts.help!)}`,
      [p.tenantId, p.districtAdminId],
    );
    await client.query(
      `insert into open_classes (tenant_id, title, teacher_name, school_name, section_code, subject_code, level, summary, video_file_id,
         duration_seconds, recommended_by, recommended_at)
       select $1, ${TITLE}, '压测教师', '压测学校', '3', '2', 3, ${BODY}, gen_random_uuid(), 1800, $2, now() - make_interval(mins => i)
         ${series(counts.openClasses!)}`,
      [p.tenantId, p.districtAdminId],
    );
    await client.query(
      `insert into topic_calls (tenant_id, owner_org_id, title, year, description, levels, eligibility, starts_at, ends_at, member_cap,
         expert_count, pass_score, period_starts_on, period_ends_on, state, created_by, published_at)
       select $1, $2, ${TITLE}, 2026, ${BODY}, '["general"]', '{"sectionCodes":[],"subjectCodes":[],"roles":["teacher"]}',
              now() - interval '1 day', now() + interval '30 days', 5, 3, 60, current_date, current_date + 365, 'published', $3,
              now() - make_interval(mins => i) ${series(counts.calls!)}`,
      common,
    );
    await client.query(
      `insert into selection_projects (tenant_id, owner_org_id, title, description, category, kind, level, apply_scope, self_review,
         state, starts_at, ends_at, eligibility, created_by, published_at)
       select $1, $2, ${TITLE}, ${BODY}, '1', '1', '2', '1', '1', 'published', now() - interval '1 day', now() + interval '30 days',
              '{"sectionCodes":[],"subjectCodes":[],"roles":[],"phaseCodes":[],"minLearningHours":null}', $3,
              now() - make_interval(mins => i) ${series(counts.projects!)}`,
      common,
    );
    // The rare word, in one programme half-way down (renamed as staff would: its trigger keeps the grams).
    await client.query(
      `update training_programmes set title = title || '${RARE_KEYWORD}研究'
        where tenant_id = $1 and id = (select id from training_programmes where tenant_id = $1 and title like '压测%' order by id offset $2 limit 1)`,
      [p.tenantId, Math.floor(counts.programmes! / 2)],
    );
    const sha = 'c'.repeat(64);
    await client.query(
      `insert into disk_blobs (tenant_id, sha256, size, content_type, storage_key, ref_count) values ($1, $2, 1000, 'application/pdf', 'bench/none', $3)`,
      [p.tenantId, sha, counts.disk],
    );
    await client.query(
      `insert into disk_resources (tenant_id, owner_user_id, owner_unit_id, title, description, resource_type, file_name, blob_sha256, size,
         content_type, preview_kind, created_at)
       select $1, $2, $3, ${TITLE}, ${BODY}, 'exercise', 'item-' || i || '.pdf', $4, 1000, 'application/pdf', 'pdf', now() - make_interval(secs => i)
         ${series(counts.disk!)}`,
      [p.tenantId, p.teacherId, p.teacherUnitId, sha],
    );
    await client.query(
      'vacuum analyze training_programmes, research_activities, notices, help_entries, open_classes, topic_calls, selection_projects, disk_resources',
    );
    return counts;
  } finally {
    await client.end();
  }
}
