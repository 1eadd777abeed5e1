import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '@server-test/support/test-app';

// A web build as apps/web's precompress plugin leaves it: each text file with its .br and .gz beside it. The .br
// holds a marker the plain file lacks, so a test can tell the prebuilt variant from one compressed on the fly.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-compression-'));
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const ASSET = '/pc/assets/app-Ab12Cd34.js';
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
fs.writeFileSync(path.join(webDist, 'assets/app-Ab12Cd34.js'), script);
fs.writeFileSync(path.join(webDist, 'assets/app-Ab12Cd34.js.br'), brotliCompressSync(`${script}// prebuilt\n`));
fs.writeFileSync(path.join(webDist, 'assets/app-Ab12Cd34.js.gz'), gzipSync(`${script}// prebuilt\n`));

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDist });
  token = (await t.login('teacher')).access_token;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const varies = (response: LightMyRequestResponse) => String(response.headers.vary ?? '').toLowerCase();
const asset = (acceptEncoding?: string) =>
  t.app.inject({ url: ASSET, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compression of the web app', () => {
  it('sends the prebuilt brotli file to a browser that accepts br, typed as JavaScript', async () => {
    const response = await asset('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(varies(response)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${script}// prebuilt\n`);
  });

  it('sends the prebuilt gzip file to one that accepts only gzip', async () => {
    const response = await asset('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(`${script}// prebuilt\n`);
  });

  it('sends the plain file when no encoding is accepted, still marked as varying', async () => {
    for (const response of [await asset(), await asset('identity')]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.body).toBe(script);
    }
    expect(varies(await asset())).toContain('accept-encoding');
  });
});

describe('compression of API answers', () => {
  const programmes = (acceptEncoding?: string) =>
    t.call('GET', '/training/programmes', { token, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('compresses a JSON answer in brotli or gzip as asked, and the envelope survives', async () => {
    const plain = await programmes();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Large enough to be worth compressing (the threshold is 1 KiB), so this test cannot pass by the answer being small.
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json()).toMatchObject({ code: 0 });

    const br = await programmes('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(varies(br)).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await programmes('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('does not inflate a compressed request body: a sign-in that would succeed inflated is refused', async () => {
    const response = await t.call('POST', '/oauthService/login', {
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ username: 'teacher', password: DEMO_PASSWORD })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
