// Exam benchmark, on a throwaway PostgreSQL cluster with the built server as a separate process: EXAM_BENCH_TEACHERS
// (default 2,000) teachers sit the demo programme's exam at once. Each starts an attempt (all at once), then answers
// are saved round-robin over every teacher's questions as fast as EXAM_BENCH_CONNECTIONS (default 50) connections go
// for EXAM_BENCH_SECONDS (default 20), so each teacher saves an answer every few seconds; then every teacher submits.
// Prints starts, saves and submissions per second with p99 latency and the ratio to the bare route, then checks that
// every answer the server acknowledged is the one stored (nothing acknowledged lost: missing=0).
// Run with `npm run bench` or `npx tsx bench/assessment-exam.bench.ts` after a build.
import autocannon, { type RequestContext } from 'autocannon';
import { bearer, DEMO_APP_ID, login, type LoginInfo } from '../e2e/support/api';
import { demoExam, insertEnrolledTeachers, withClient } from './assessment-bench-data';
import { measureCpu } from './cpu';
import { printResultTable, runBench, type BenchRow } from './report';
import { withBenchStack } from './stack';

const TEACHERS = Number(process.env.EXAM_BENCH_TEACHERS ?? 2_000);
const CONNECTIONS = Number(process.env.EXAM_BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.EXAM_BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = 2;
/** Calls in flight at once while the teachers sign in, start and submit. */
const BURST = 100;
const DATABASE = 'yanxiu_exam_bench';

type Question = { position: number; kind: string; options: Array<{ key: string }>; blankCount: number };
/** One question slot of one teacher's attempt: the answers sent and acknowledged, as canonical JSON. */
type Slot = { attemptId: number; question: Question; sent: number; lastSent: string | null; lastAcked: string | null };
type Sitter = { session: LoginInfo; attemptId: number; slots: Slot[]; next: number };

/** JSON with keys sorted, so an answer compares equal to its stored jsonb whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The k-th answer a teacher gives a question: it changes every time, as a teacher revising would. */
function answerFor(question: Question, k: number): Record<string, unknown> {
  const option = question.options[k % Math.max(1, question.options.length)]?.key ?? 'A';
  if (question.kind === 'single') return { kind: 'single', choice: option };
  if (question.kind === 'multiple') return { kind: 'multiple', choices: [option] };
  if (question.kind === 'true_false') return { kind: 'true_false', value: k % 2 === 0 };
  if (question.kind === 'fill_blank') return { kind: 'fill_blank', blanks: Array.from({ length: question.blankCount }, () => `答${k}`) };
  return { kind: 'short_answer', text: `第${k}次作答` };
}

/** Runs `task` over `items`, at most `width` at once; answers each call's latency in ms. */
async function inBursts<T>(items: readonly T[], width: number, task: (item: T, index: number) => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        const started = performance.now();
        await task(items[index]!, index);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

const p99 = (latencies: number[]) =>
  [...latencies].sort((a, b) => a - b)[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;

async function call<T>(base: string, session: LoginInfo, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api${path}?appId=${DEMO_APP_ID}`, {
    method,
    headers: { ...bearer(session), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { code: number; data: T };
  if (answer.code !== 0) throw new Error(`${method} ${path} answered ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Answer saves round-robin over every teacher, each teacher's questions in turn. */
function saveAnswers(base: string, sitters: Sitter[], duration: number, acked: { count: number }) {
  let next = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'PUT',
        setupRequest(request, context: RequestContext) {
          const sitter = sitters[next++ % sitters.length]!;
          const slot = sitter.slots[sitter.next++ % sitter.slots.length]!;
          const answer = answerFor(slot.question, slot.sent++);
          slot.lastSent = canonical(answer);
          context.slot = slot;
          context.answer = slot.lastSent;
          return {
            ...request,
            path: `/api/assessment/attempts/${slot.attemptId}/answers/${slot.question.position}?appId=${DEMO_APP_ID}`,
            headers: { ...bearer(sitter.session), 'content-type': 'application/json' },
            body: JSON.stringify({ answer }),
          };
        },
        onResponse(status, _body, context: RequestContext) {
          if (status !== 200) return;
          (context.slot as Slot).lastAcked = context.answer as string;
          acked.count += 1;
        },
      },
    ],
  });
}

/** Slots whose stored answer is neither the last acknowledged one nor a later one still in flight when the run stopped. */
async function audit(databaseUrl: string, tenantId: number, sitters: Sitter[]) {
  const stored = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ attempt_id: string; position: number; answer: unknown }>(
      `select attempt_id, position, answer from assessment_attempt_answers where tenant_id = $1 and attempt_id = any($2::bigint[])`,
      [tenantId, sitters.map((sitter) => sitter.attemptId)],
    );
    return new Map(rows.map((row) => [`${row.attempt_id}:${row.position}`, row.answer === null ? null : canonical(row.answer)]));
  });
  let checked = 0;
  const missing: string[] = [];
  for (const slot of sitters.flatMap((sitter) => sitter.slots)) {
    if (slot.lastAcked === null) continue;
    checked += 1;
    const found = stored.get(`${slot.attemptId}:${slot.question.position}`);
    if (found !== slot.lastAcked && found !== slot.lastSent)
      missing.push(`attempt ${slot.attemptId} question ${slot.question.position}: acknowledged ${slot.lastAcked}, stored ${found}`);
  }
  return { checked, missing };
}

async function main(): Promise<number> {
  return withBenchStack(DATABASE, async ({ databaseUrl, base, serverPid, bare }) => {
    const exam = await withClient(databaseUrl, demoExam);
    await withClient(databaseUrl, async (client) => {
      await insertEnrolledTeachers(client, exam, 'exam-bench-', TEACHERS);
      await client.query('vacuum analyze users, teachers, training_enrolments');
    });
    const usernames = Array.from({ length: TEACHERS }, (_, index) => `exam-bench-${index + 1}`);
    const sessions: LoginInfo[] = new Array(TEACHERS);
    await inBursts(usernames, 8, async (username, index) => {
      sessions[index] = await login(base, { username, password: 'Yanxiu@2026' });
    });
    console.log(`${TEACHERS} teachers signed in, enrolled in the programme of exam ${exam.examId}`);

    const bareOptions = { url: bare.url, connections: CONNECTIONS };
    await autocannon({ ...bareOptions, duration: WARMUP_SECONDS });
    const bareRun = await measureCpu(undefined, undefined, () => autocannon({ ...bareOptions, duration: DURATION_SECONDS }));

    const sitters: Sitter[] = new Array(TEACHERS);
    const startedAt = performance.now();
    const startLatencies = await inBursts(sessions, BURST, async (session, index) => {
      const attempt = await call<{ id: number; questions: Question[] }>(base, session, 'POST', '/assessment/exams/start', {
        examId: exam.examId,
      });
      const slots = attempt.questions.map((question) => ({ attemptId: attempt.id, question, sent: 0, lastSent: null, lastAcked: null }));
      sitters[index] = { session, attemptId: attempt.id, slots, next: 0 };
    });
    const startSeconds = (performance.now() - startedAt) / 1000;

    const acked = { count: 0 };
    await saveAnswers(base, sitters, WARMUP_SECONDS, acked);
    const before = acked.count;
    const saves = await measureCpu(serverPid, DATABASE, () => saveAnswers(base, sitters, DURATION_SECONDS, acked));
    const savesPerSecond = (acked.count - before) / DURATION_SECONDS;

    const submittedAt = performance.now();
    const submitLatencies = await inBursts(sitters, BURST, async (sitter) => {
      await call(base, sitter.session, 'POST', '/assessment/attempts/submit', { attemptId: sitter.attemptId });
    });
    const submitSeconds = (performance.now() - submittedAt) / 1000;

    const rows: BenchRow[] = [
      { name: 'GET bare Fastify route', ...bareRun },
      { name: `PUT answer (${TEACHERS} teachers sitting at once)`, ...saves },
    ];
    printResultTable(rows, bareRun.result, [
      `${CONNECTIONS} connections, ${DURATION_SECONDS} s of answer saves after ${WARMUP_SECONDS} s warm-up, round-robin over every teacher's questions.`,
    ]);
    const perTeacher = savesPerSecond > 0 ? TEACHERS / savesPerSecond : Infinity;
    console.log(
      `\nanswers saved: ${savesPerSecond.toFixed(0)}/s (each teacher every ${perTeacher.toFixed(1)} s), p99 ${saves.result.latency.p99.toFixed(1)} ms, ` +
        `ours/bare ${(saves.result.requests.average / bareRun.result.requests.average).toFixed(3)}`,
    );
    console.log(
      `starts: ${TEACHERS} in ${startSeconds.toFixed(1)} s (${(TEACHERS / startSeconds).toFixed(0)}/s, ${BURST} at once), p99 ${p99(startLatencies).toFixed(1)} ms`,
    );
    console.log(
      `submissions: ${TEACHERS} in ${submitSeconds.toFixed(1)} s (${(TEACHERS / submitSeconds).toFixed(0)}/s, ${BURST} at once), p99 ${p99(submitLatencies).toFixed(1)} ms`,
    );
    const verdict = await audit(databaseUrl, exam.tenantId, sitters);
    console.log(`acknowledged answers checked against the stored rows: ${verdict.checked}, missing=${verdict.missing.length}`);
    for (const problem of verdict.missing.slice(0, 10)) console.error(`FAIL ${problem}`);
    const failed = verdict.missing.length > 0 || saves.result.non2xx > 0 || saves.result.errors > 0 || verdict.checked === 0;
    if (saves.result.non2xx > 0) console.error(`FAIL answer saves: status counts ${JSON.stringify(saves.result.statusCodeStats)}`);
    return failed ? 1 : 0;
  });
}

runBench(main);
