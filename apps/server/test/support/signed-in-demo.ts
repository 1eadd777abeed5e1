import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { createTestApp, DONGCHENG, type TestApp } from './test-app';

const DEMO_ACCOUNTS = ['teacher', 'backbone', 'school_admin', 'district_admin', 'expert', 'newteacher', 'idle'] as const;

/**
 * A test app with its own file store and the demo accounts signed in, plus Dongcheng's teacher and district admin
 * (`dongchengTeacher`, `dongchengDistrict`) for the other-tenant cases. `prepare` changes the data before anyone
 * signs in (a role added, say), so the sessions carry it. `close` stops the app and removes the files.
 */
export async function signedInDemoApp(name: string, prepare?: (t: TestApp) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `yanxiu-${name}-`));
  const t = await createTestApp({ DATA_DIR: dataDir });
  await prepare?.(t);
  const who: Record<string, LoginInfo> = {};
  for (const account of DEMO_ACCOUNTS) who[account] = await t.login(account);
  who.dongchengTeacher = await t.login('teacher', DONGCHENG);
  who.dongchengDistrict = await t.login('district_admin', DONGCHENG);
  return {
    t,
    who,
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
