import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, NODE_ENV: 'development', DEMO_DATA: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
  });

  it('lets pending training orders hold a seat two days by default, and refuses a zero hold', () => {
    expect(loadConfig({})).toMatchObject({ ORDER_PENDING_MINUTES: 2880, ORDER_SWEEP_SECONDS: 60 });
    expect(loadConfig({ ORDER_PENDING_MINUTES: '5', ORDER_SWEEP_SECONDS: '0' })).toMatchObject({
      ORDER_PENDING_MINUTES: 5,
      ORDER_SWEEP_SECONDS: 0,
    });
    expect(() => loadConfig({ ORDER_PENDING_MINUTES: '0' })).toThrow(/ORDER_PENDING_MINUTES/);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', DEMO_DATA: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', DEMO_DATA: 'maybe' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).toMatch(/DEMO_DATA/);
    }
  });

  it('never seeds demo data in production and refuses the development secret there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_INFO_SECRET/);
    const production = loadConfig({
      NODE_ENV: 'production',
      APP_INFO_SECRET: 'a-real-secret-of-ours',
      MEDIA_SIGNING_SECRET: 'm'.repeat(32),
      SETTINGS_ENCRYPTION_KEY: 'k'.repeat(32),
      DEMO_DATA: 'true',
    });
    expect(production.DEMO_DATA).toBe(false);
  });

  it('needs a settings encryption key in production, and a fixed development one elsewhere', () => {
    const productionBase = { NODE_ENV: 'production', APP_INFO_SECRET: 'a-real-secret-of-ours', MEDIA_SIGNING_SECRET: 'm'.repeat(32) };
    expect(() => loadConfig(productionBase)).toThrow(/SETTINGS_ENCRYPTION_KEY/);
    expect(() => loadConfig({ SETTINGS_ENCRYPTION_KEY: 'too-short' })).toThrow(/SETTINGS_ENCRYPTION_KEY/);
    expect(loadConfig({ ...productionBase, SETTINGS_ENCRYPTION_KEY: 'k'.repeat(32) }).SETTINGS_ENCRYPTION_KEY).toBe('k'.repeat(32));
    // Stable across processes and restarts, unlike the media secret: a sealed secret must stay readable.
    expect(loadConfig({}).SETTINGS_ENCRYPTION_KEY).toBe('yanxiu-development-settings-key-not-for-production');
  });

  it('needs a shared media-signing secret in production, and makes one up per process elsewhere', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_INFO_SECRET: 'a-real-secret-of-ours', SETTINGS_ENCRYPTION_KEY: 'k'.repeat(32) }),
    ).toThrow(/MEDIA_SIGNING_SECRET/);
    expect(() => loadConfig({ MEDIA_SIGNING_SECRET: 'too-short' })).toThrow(/MEDIA_SIGNING_SECRET/);
    const first = loadConfig({}).MEDIA_SIGNING_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).MEDIA_SIGNING_SECRET).toBe(first);
    expect(loadConfig({ MEDIA_SIGNING_SECRET: 's'.repeat(40) }).MEDIA_SIGNING_SECRET).toBe('s'.repeat(40));
  });

  it('allows video uploads of 2 GiB by default, enough for a 1 GB lesson recording', () => {
    expect(loadConfig({}).FILES_VIDEO_MAX_BYTES).toBe(2 * 1024 ** 3);
    expect(loadConfig({}).FILES_VIDEO_MAX_BYTES).toBeGreaterThan(1_000_000_000);
  });
});

describe('.env.example', () => {
  it('lists every setting the server reads', () => {
    const example = fs.readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(CONFIG_KEYS.filter((key) => !listed.has(key))).toEqual([]);
  });
});
