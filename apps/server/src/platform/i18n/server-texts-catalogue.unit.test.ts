import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredTexts } from './server-texts';

// Every domain's texts file, found on disk so a new domain's texts are checked without being listed here.
const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const textsFiles = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.texts.ts'))
  .map((file) => path.join(sourceRoot, file));

/** A key without its plural suffix: a language may need more plural forms than another (English _one, Chinese none). */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const baseKeys = (keys: string[]) => [...new Set(keys.map(baseKey))].sort();

describe('server texts catalogue', () => {
  it('declares every domain texts file with the same keys in both languages', async () => {
    expect(textsFiles.length).toBeGreaterThan(0);
    for (const file of textsFiles) await import(file);
    const declared = declaredTexts();
    expect(declared.length).toBe(textsFiles.length);
    for (const { namespace, keys } of declared) {
      expect({ namespace, keys: baseKeys(keys['en-US']) }).toEqual({ namespace, keys: baseKeys(keys['zh-CN']) });
      for (const key of keys['zh-CN']) expect(keys['en-US'], `${namespace}.${key} has no English text`).toContain(key);
    }
  });
});
