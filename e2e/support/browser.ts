// Launches the system Chromium (installed by scripts/lib/ensure.mjs, never downloaded) through playwright-core.
import { chromium, type Browser } from 'playwright-core';
import { ensureChromium } from '../../scripts/lib/ensure.mjs';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: [
      '--no-sandbox', // we run as root in CI containers, where the sandbox cannot start
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // Names under intranet.test reach this machine but, unlike *.localhost, are no secure context: pages there are
      // what a district serving the platform over plain http on its network gets (no Web Crypto, for one).
      '--host-resolver-rules=MAP *.intranet.test 127.0.0.1',
    ],
  });
}
