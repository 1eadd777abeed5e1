// Selection scoring benchmark, on a throwaway PostgreSQL cluster with the built server as a separate process, against
// a bare Fastify route measured in the same run (req/s, p99, ours/bare):
// 1. an expert's scoring list (pending page 1 and page 40, scored page 1) in a project of 5,000 applications that
//    passed review, four groups, 20 experts (five per group, some at the applicants' schools, whose applicants they
//    never see) and about 17,000 submitted sheets;
// 2. the district's ranking of that project (ranks computed per group from the live scores, ties shared): page 1,
//    page 100, and page 1 of one group.
// getTeacherInfo (a signed-in read of one row) is measured too, as the floor of an authenticated call.
// Run with `npx tsx bench/selection.bench.ts` after a build.
import pg from 'pg';
import { bearer, DEMO_APP_ID, login } from '../e2e/support/api';
import { endpointLoader } from './load';
import { withBenchStack } from './stack';
import { printResultTable, runBench } from './report';

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
const DATABASE = 'yanxiu_selection_bench';
const APPLICATIONS = 5_000;
const GROUPS = 4;
const EXPERTS = 20;

/**
 * The project, written in a few statements: 5,000 teachers over the three schools, each with an application that
 * passed review (a review instance in status 6) in one of four groups; 19 experts besides the demo's 孙丽 (second
 * high school), spread over the schools and the district office, five per group; every expert has submitted a sheet
 * for about seven in ten of the applications they may score, and each application's result holds the trimmed mean.
 */
async function insertProject(databaseUrl: string): Promise<{ projectId: number; groupId: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tenant_id: number; office: string; admin: string; expert: string; hash: string }>(
      `select t.id as tenant_id,
              (select id from org_units where tenant_id = t.id and level = 2 order by id limit 1) as office,
              (select id from users where tenant_id = t.id and username = 'district_admin') as admin,
              (select id from users where tenant_id = t.id and username = 'expert') as expert,
              (select password_hash from users where tenant_id = t.id and username = 'expert') as hash
         from tenants t where t.app_id = $1`,
      [DEMO_APP_ID],
    );
    const { tenant_id: tenantId, office, admin, expert, hash } = rows[0]!;
    const schools = `(array(select id from org_units where tenant_id = $1 and level = 1 order by id))`;
    await client.query(
      `insert into users (tenant_id, username, password_hash, name, org_unit_id, roles)
       select $1, 'bench' || i, 'not a hash', '压测教师' || i, ${schools}[1 + i % 3], array['teacher'] from generate_series(1, $2::int) as i`,
      [tenantId, APPLICATIONS],
    );
    // Experts 1-12 at the three schools (four each), 13-19 at the district office.
    await client.query(
      `insert into users (tenant_id, username, password_hash, name, org_unit_id, roles)
       select $1, 'benchexpert' || i, $2, '压测专家' || i, case when i <= 12 then ${schools}[1 + i % 3] else $3::bigint end, array['expert']
         from generate_series(1, $4::int) as i`,
      [tenantId, hash, office, EXPERTS - 1],
    );
    const project = await client.query<{ id: string }>(
      `insert into selection_projects (tenant_id, owner_org_id, title, category, kind, level, apply_scope, self_review, score_aggregation, state,
                                       starts_at, ends_at, eligibility, created_by, published_at)
       values ($1, $2, '压测评选', '1', '1', '2', '2', '2', 'trimmed', 'published', now() - interval '30 days', now() - interval '1 day',
               '{"sectionCodes":[],"subjectCodes":[],"roles":[],"phaseCodes":[],"minLearningHours":null}', $3, now() - interval '30 days')
       returning id`,
      [tenantId, office, admin],
    );
    const projectId = Number(project.rows[0]!.id);
    await client.query(
      `insert into selection_groups (tenant_id, project_id, name, section_code, subject_code, quota, sort)
       select $1, $2, '第' || g || '组', g::text, null, null, g from generate_series(1, $3::int) as g`,
      [tenantId, projectId, GROUPS],
    );
    const section = await client.query<{ id: string }>(
      `insert into selection_items (tenant_id, project_id, parent_id, sort, title, kind) values ($1, $2, null, 0, '业绩', 'section') returning id`,
      [tenantId, projectId],
    );
    await client.query(
      `insert into selection_items (tenant_id, project_id, parent_id, sort, title, kind, max_score)
       select $1, $2, $3, n, '指标' || n, 'text', (array[10, 20, 10, 30, 30])[n] from generate_series(1, 5) as n`,
      [tenantId, projectId, section.rows[0]!.id],
    );
    // One review instance per application, passed (status 6), then the applications naming them.
    await client.query(
      `insert into review_instances (tenant_id, workflow, subject_type, subject_id, applicant_user_id, applicant_org_path, status, step_index, steps, snapshot, submitted_at)
       select u.tenant_id, 'selection', 'selection_application', 'bench' || u.id, u.id, o.path, '6', 1, '[]', '{}', now() - (u.id % 1000) * interval '1 minute'
         from users u join org_units o on o.tenant_id = u.tenant_id and o.id = u.org_unit_id
        where u.tenant_id = $1 and u.username like 'bench%' and u.username not like 'benchexpert%'`,
      [tenantId],
    );
    await client.query(
      `insert into selection_applications (tenant_id, project_id, user_id, org_unit_id, group_id, applicant, review_instance_id, recommended_at)
       select u.tenant_id, $2, u.id, u.org_unit_id,
              (select id from selection_groups g where g.tenant_id = u.tenant_id and g.project_id = $2 order by sort offset (u.id % $3) limit 1),
              jsonb_build_object('name', u.name, 'phone', '13800000000', 'introduction', ''), ri.id, now()
         from users u join review_instances ri on ri.tenant_id = u.tenant_id and ri.subject_id = 'bench' || u.id
        where u.tenant_id = $1`,
      [tenantId, projectId, GROUPS],
    );
    // Five experts per group: the demo expert and four bench experts in the first, five bench experts in each other.
    await client.query(
      `with experts as (select id, row_number() over (order by id) as n from users where tenant_id = $1 and (id = $3 or username like 'benchexpert%')),
            groups as (select id, row_number() over (order by sort) as n from selection_groups where tenant_id = $1 and project_id = $2)
       insert into selection_panel_experts (tenant_id, project_id, group_id, expert_user_id, assigned_by)
       select $1, $2, g.id, e.id, $4 from experts e join groups g on g.n = 1 + (e.n - 1) / 5`,
      [tenantId, projectId, expert, admin],
    );
    // Sheets for about seven in ten of the applications each expert may score (never their own school's).
    await client.query(
      `insert into selection_score_sheets (tenant_id, application_id, expert_user_id, project_id, total, submitted_at)
       select a.tenant_id, a.id, p.expert_user_id, a.project_id, 40 + (a.id * 7 + p.expert_user_id * 13) % 60, now() - (a.id % 500) * interval '1 minute'
         from selection_panel_experts p
         join users eu on eu.tenant_id = p.tenant_id and eu.id = p.expert_user_id
         join org_units eo on eo.tenant_id = eu.tenant_id and eo.id = eu.org_unit_id
         join selection_applications a on a.tenant_id = p.tenant_id and a.project_id = p.project_id and a.group_id = p.group_id
         join org_units ao on ao.tenant_id = a.tenant_id and ao.id = a.org_unit_id
        where p.tenant_id = $1 and p.project_id = $2 and not (eo.level = 1 and starts_with(ao.path, eo.path)) and (a.id + p.expert_user_id) % 10 < 7`,
      [tenantId, projectId],
    );
    await client.query(
      `insert into selection_scores (tenant_id, application_id, expert_user_id, item_id, score, comment)
       select s.tenant_id, s.application_id, s.expert_user_id, i.id, round(s.total * i.max_score / 100, 1), '压测评语'
         from selection_score_sheets s join selection_items i on i.tenant_id = s.tenant_id and i.project_id = s.project_id and i.kind <> 'section'
        where s.tenant_id = $1 and s.project_id = $2`,
      [tenantId, projectId],
    );
    await client.query(
      `insert into selection_results (tenant_id, application_id, project_id, group_id, score, sheets)
       select a.tenant_id, a.id, a.project_id, a.group_id,
              round(case when count(*) >= 5 then (sum(s.total) - max(s.total) - min(s.total)) / (count(*) - 2) else avg(s.total) end, 2), count(*)
         from selection_applications a join selection_score_sheets s on s.tenant_id = a.tenant_id and s.application_id = a.id
        where a.tenant_id = $1 and a.project_id = $2
        group by a.tenant_id, a.id, a.project_id, a.group_id`,
      [tenantId, projectId],
    );
    for (const table of [
      'users',
      'review_instances',
      'selection_applications',
      'selection_panel_experts',
      'selection_score_sheets',
      'selection_scores',
      'selection_results',
    ]) {
      await client.query(`vacuum analyze ${table}`);
    }
    const counts = await client.query<{ sheets: number; results: number }>(
      `select (select count(*)::int from selection_score_sheets where project_id = $1) as sheets, (select count(*)::int from selection_results where project_id = $1) as results`,
      [projectId],
    );
    console.log(`sheets ${counts.rows[0]!.sheets}, scored applications ${counts.rows[0]!.results}`);
    const group = await client.query<{ id: string }>(
      `select id from selection_groups where tenant_id = $1 and project_id = $2 order by sort limit 1`,
      [tenantId, projectId],
    );
    return { projectId, groupId: Number(group.rows[0]!.id) };
  } finally {
    await client.end();
  }
}

const load = endpointLoader({
  connections: CONNECTIONS,
  warmupSeconds: WARMUP_SECONDS,
  durationSeconds: DURATION_SECONDS,
  database: DATABASE,
});

async function main(): Promise<number> {
  return withBenchStack(DATABASE, async ({ databaseUrl, base, serverPid, bare }) => {
    const started = Date.now();
    const { projectId, groupId } = await insertProject(databaseUrl);
    console.log(
      `inserted ${APPLICATIONS} applications, ${EXPERTS} experts and their sheets in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const expert = await login(base, { username: 'expert', password: 'Yanxiu@2026' });
    const districtAdmin = await login(base, { username: 'district_admin', password: 'Yanxiu@2026' });
    const api = (path: string, query = '') => `${base}/api${path}?appId=${DEMO_APP_ID}${query ? `&${query}` : ''}`;
    const list = (query: string) => api('/projectApply/apply/selection-detail/list', query);
    const ranking = (query: string) => api('/projectApply/manage/results/ranking', `prjId=${projectId}${query ? `&${query}` : ''}`);

    const check = await fetch(list(''), { headers: bearer(expert) });
    const listed = (await check.json()) as { data: { total: number; counts: { pending: number; submitted: number } } };
    console.log(`expert's list: ${JSON.stringify(listed.data.counts)}`);
    const ranked = (await (await fetch(ranking(''), { headers: bearer(districtAdmin) })).json()) as {
      data: { total: number; records: Array<{ rank: number | null }> };
    };
    console.log(`ranking: ${ranked.data.total} applications, page 1 ranks ${ranked.data.records.map((row) => row.rank).join(' ')}`);
    const lastPending = Math.max(1, Math.min(40, Math.ceil(listed.data.counts.pending / 10)));

    const rows = [
      await load('GET bare Fastify route', bare.url),
      await load('getTeacherInfo (reference)', api(`/baseData/user/teacher/getTeacherInfo/${expert.userId}`), bearer(expert), serverPid),
      await load("expert's list, to score, page 1", list(''), bearer(expert), serverPid),
      await load(`expert's list, to score, page ${lastPending}`, list(`current=${lastPending}`), bearer(expert), serverPid),
      await load("expert's list, scored, page 1", list('state=submitted'), bearer(expert), serverPid),
      await load('ranking page 1 (5,000 applications)', ranking(''), bearer(districtAdmin), serverPid),
      await load('ranking page 100', ranking('current=100'), bearer(districtAdmin), serverPid),
      await load('ranking page 1 of one group', ranking(`groupId=${groupId}`), bearer(districtAdmin), serverPid),
    ];
    printResultTable(rows, rows[0]!.result, [
      `${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up; ${APPLICATIONS} applications in ${GROUPS} groups, ${EXPERTS} experts.`,
    ]);

    const failed = rows.filter(({ result }) => result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || result['2xx'] === 0);
    if (failed.length > 0) {
      for (const { name, result } of failed)
        console.error(`FAIL ${name}: status counts ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors`);
      return 1;
    }
    return 0;
  });
}

runBench(main);
