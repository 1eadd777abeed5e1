import { randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '@server/db/schema/files';
import { trainingEnrolments, trainingUnits } from '@server/db/schema/training';
import { createTestApp, DEMO, type TestApp } from '@server-test/support/test-app';

let t: TestApp;
let teacher: LoginInfo;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.login('teacher');
});
afterAll(async () => {
  await t.close();
});

const csp = (response: LightMyRequestResponse) => String(response.headers['content-security-policy'] ?? '');
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

function expectCommonHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-frame-options']).toBe('DENY');
  const permissions = String(response.headers['permissions-policy']).split(', ');
  expect(permissions).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']));
}

describe('security headers', () => {
  it('puts the app policy on API answers, errors included', async () => {
    for (const response of [
      await t.call('GET', '/training/programmes', { token: teacher.access_token }),
      await t.call('GET', '/no/such/call'),
    ]) {
      expectCommonHeaders(response);
      const policy = csp(response);
      expect(directive(policy, 'script-src')).toBe("script-src 'self'");
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(policy, 'object-src')).toBe("object-src 'none'");
      expect(policy).not.toMatch(/unsafe-eval|upgrade-insecure-requests/);
      // Plain http at a loopback name is a secure context, where browsers honour COOP (security-headers.unit.test.ts).
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('sends COOP over https (as a trusted proxy reports it) and leaves it out on plain http at an intranet name', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true', TEST_HOST: 'yanxiu.intranet.test' });
    try {
      const at = (host: string, proto: string) => proxied.app.inject({ url: '/pc/login', headers: { host, 'x-forwarded-proto': proto } });
      const https = await at('yanxiu.intranet.test', 'https');
      expect(https.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(https.headers['strict-transport-security']).toMatch(/^max-age=/);
      const intranet = await at('yanxiu.intranet.test', 'http');
      expect(intranet.statusCode).toBe(200);
      expect(intranet.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(intranet.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('puts it on the web app under /pc/ too, scripts limited to the site itself', async () => {
    const page = await t.app.inject({ url: '/pc/login' });
    expectCommonHeaders(page);
    expect(directive(csp(page), 'script-src')).toBe("script-src 'self'");
    // Inline styles only (Ant Design's CSS-in-JS), never inline scripts.
    expect(directive(csp(page), 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp(page), 'script-src-attr')).toBe("script-src-attr 'none'");
    // The evidence preview frames a fetched PDF through an object URL.
    expect(directive(csp(page), 'frame-src')).toBe("frame-src 'self' blob:");
  });

  it('gives the Swagger UI its own policy, and it still serves', async () => {
    const docs = await t.app.inject({ url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(directive(csp(docs), 'script-src')).toBe("script-src 'self'");
    expect(directive(csp(docs), 'connect-src')).toBe("connect-src 'self'");
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('user files', () => {
  it('serves a PDF/HTML polyglot as a sandboxed PDF, never as a page of the site', async () => {
    const polyglot = Buffer.from('%PDF-1.4\n<html><body><script>document.title = "owned"</script></body></html>\n%%EOF\n', 'latin1');
    const boundary = `----yanxiu${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.html"\r\nContent-Type: text/html\r\n\r\n`),
      polyglot,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.call('POST', '/files', {
      token: teacher.access_token,
      query: { purpose: 'evidence' },
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const download = await t.call('GET', `/files/${uploaded.json().data.id}`, { token: teacher.access_token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-security-policy']).toBe('sandbox');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sandboxes training media behind a signed link and covers', async () => {
    const demo = await t.deps.tenants.byHostname(DEMO.host);
    // A document lesson of a programme the demo teacher is enrolled in, opened the way the page does.
    const [lesson] = await t.deps.db
      .select({ id: trainingUnits.id })
      .from(trainingUnits)
      .innerJoin(
        trainingEnrolments,
        and(eq(trainingEnrolments.tenantId, trainingUnits.tenantId), eq(trainingEnrolments.programmeId, trainingUnits.programmeId)),
      )
      .where(
        and(
          eq(trainingUnits.tenantId, demo!.id),
          eq(trainingUnits.kind, 'document'),
          eq(trainingEnrolments.userId, Number(teacher.userId)),
          eq(trainingEnrolments.status, 'enrolled'),
        ),
      )
      .limit(1);
    const link = await t.call('GET', `/training/units/${lesson!.id}/mediaLink`, { token: teacher.access_token });
    expect(link.statusCode, link.body).toBe(200);
    const media = await t.app.inject({ url: link.json().data.url, headers: { host: DEMO.host } });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-security-policy']).toBe('sandbox');
    expect(media.headers['x-content-type-options']).toBe('nosniff');

    const [cover] = await t.deps.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.tenantId, demo!.id), eq(storedFiles.purpose, 'cover')))
      .limit(1);
    const image = await t.call('GET', `/training/covers/${cover!.id}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-security-policy']).toBe('sandbox');
  });
});
