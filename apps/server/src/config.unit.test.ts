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
    const production = loadConfig({ NODE_ENV: 'production', APP_INFO_SECRET: 'a-real-secret-of-ours', DEMO_DATA: 'true' });
    expect(production.DEMO_DATA).toBe(false);
  });
});

describe('.env.example', () => {
  it('lists every setting the server reads', () => {
    const example = fs.readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(CONFIG_KEYS.filter((key) => !listed.has(key))).toEqual([]);
  });
});
