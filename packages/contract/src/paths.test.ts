import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// The web client imports every API path (paths.ts) on every signed-in page: nothing paths.ts reaches may import zod,
// or the schemas beside the paths come along (issue 19: zod rode on every signed-in page until the paths moved).
const here = path.dirname(fileURLToPath(import.meta.url));
const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gm;

/** The contract modules a module reaches through its value imports (type-only imports are erased), and the packages. */
function reach(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return { seen, packages };
  seen.add(file);
  const text = fs.readFileSync(path.join(here, file), 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    if (/^\s*(?:import|export)\s+type\s/.test(match[0])) continue;
    const target = match[1]!;
    if (target.startsWith('./')) reach(`${target.slice(2)}.ts`, seen, packages);
    else packages.add(target);
  }
  return { seen, packages };
}

describe('the paths module', () => {
  test('reaches no zod, however many domains spread their paths into it', () => {
    const { seen, packages } = reach('paths.ts');
    expect(seen.size).toBeGreaterThan(2);
    expect([...packages]).not.toContain('zod');
  });
});
