// `npm run bench`: dependencies and PostgreSQL binaries, a build when one is missing, then
// bench/foundation.bench.ts (our server vs a bare Fastify route), bench/training.bench.ts (the catalogue over 100,000
// programmes and a 1 GB upload), bench/learning.bench.ts (heartbeats per second, nothing acknowledged lost),
// bench/hours-report.bench.ts (the district hours report at 10k and 100k ledger entries, the 100k/10k ratio),
// bench/assessment-exam.bench.ts (2,000 teachers sitting one exam at once: starts, answers saved per second and
// submissions, nothing acknowledged lost), bench/assessment-gradebook.bench.ts (a programme's grade book page 1 over
// 10,000 enrolled teachers with attempts, against the bare route and the one-query ceiling),
// bench/embedded-rss.bench.ts (the embedded PGlite server's resident memory after a first start and a restart),
// bench/profile.bench.ts (a teacher's 500 records, the staff verification queue over 100,000 records),
// bench/selection.bench.ts (an expert's scoring list and the ranking of a project of 5,000 applications and 20 experts),
// bench/notifications.bench.ts (fan-out to 10,000 teachers, the unread-count call),
// bench/account-import.bench.ts (a 10,000-row teachers' import, the account list over 100,000 users),
// bench/research.bench.ts (the activity square over 50,000 activities: first page, a deep cursor, filters, a keyword),
// bench/research-discussion.bench.ts (200 writers posting to one activity's discussion, its first page read),
// bench/quick-login.bench.ts (portal-link ticket exchanges per second, jti and rpcid),
// bench/disk.bench.ts (a folder of 10,000 resources listed, a 2 GB resumable upload cut off and resumed, server memory),
// bench/topic-share.bench.ts (a shared topic's server-loaded page HTML and its /pc/__serverLoader data, signed out),
// bench/search.bench.ts (site-wide search over 100,000 items of every kind: a common two-character keyword, a rare word,
// suggestions; no verdict above load 1.5) and
// bench/bundle-size.bench.ts (web bundle sizes), bench/lighthouse.bench.ts (Lighthouse, mobile preset, on the sign-in page
// and three signed-in pages, with the system Chromium), then bench/soak.bench.ts (SOAK_SECONDS, default 300, of mixed reads and
// writes at 80 % of the measured peak: failed calls and the server's memory at start, peak and end).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeModules, ensurePostgres } from './lib/ensure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const onWindows = process.platform === 'win32';

/** Runs a command with inherited stdio and exits with its status when it fails. @param {string} command @param {string[]} args */
function sh(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: onWindows });
  if (result.status !== 0) {
    console.error(
      `bench: \`${command} ${args.join(' ')}\` failed (${result.error?.message ?? `status ${result.status ?? result.signal}`})`,
    );
    process.exit(1);
  }
}

try {
  ensureNodeModules(root);
  ensurePostgres();
} catch (error) {
  console.error(`bench: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
const built = ['apps/server/dist/main.js', 'apps/web/dist/.vite/manifest.json'].every((file) => fs.existsSync(path.join(root, file)));
if (!built) sh(onWindows ? 'npm.cmd' : 'npm', ['run', 'build']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/foundation.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/training.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/learning.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/hours-report.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/assessment-exam.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/assessment-gradebook.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/embedded-rss.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/profile.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/selection.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/notifications.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/research.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/research-discussion.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/account-import.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/quick-login.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/disk.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/topic-share.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/search.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/bundle-size.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/lighthouse.bench.ts']);
sh(onWindows ? 'npx.cmd' : 'npx', ['tsx', 'bench/soak.bench.ts']);
