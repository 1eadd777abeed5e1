import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'new-domain.mjs');
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function scaffold(...args: string[]): { root: string; output: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-domain-'));
  roots.push(root);
  const output = execFileSync(process.execPath, [script, ...args, '--root', root], { encoding: 'utf8' });
  return { root, output };
}

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

describe('npm run new:domain', () => {
  it('writes a server module and a web feature of the same name in the house layout, each file valid TypeScript', () => {
    const { root, output } = scaffold('question-bank');
    const written = filesUnder(root)
      .map((file) => path.relative(root, file).split(path.sep).join('/'))
      .sort();
    expect(written).toEqual(
      [
        'apps/server/src/modules/question-bank/question-bank.access.ts',
        'apps/server/src/modules/question-bank/question-bank.module.ts',
        'apps/server/src/modules/question-bank/question-bank.public.ts',
        'apps/server/src/modules/question-bank/question-bank.routes.ts',
        'apps/server/src/modules/question-bank/question-bank.test.ts',
        'apps/server/src/modules/question-bank/question-bank.texts.ts',
        'apps/web/src/features/question-bank/i18n/question-bank.en-US.ts',
        'apps/web/src/features/question-bank/i18n/question-bank.zh-CN.ts',
        'apps/web/src/features/question-bank/i18n/question-bank.register.ts',
        'apps/web/src/features/question-bank/pages/QuestionBankPage.tsx',
        'apps/web/src/features/question-bank/question-bank.access.ts',
        'apps/web/src/features/question-bank/question-bank.public.ts',
      ].sort(),
    );
    for (const file of written) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      const result = ts.transpileModule(source, {
        fileName: file,
        reportDiagnostics: true,
        compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext },
      });
      expect(result.diagnostics ?? [], file).toEqual([]);
    }
    const module = fs.readFileSync(path.join(root, 'apps/server/src/modules/question-bank/question-bank.module.ts'), 'utf8');
    expect(module).toContain("export const questionBankModule: AppModule = { name: 'question-bank', routes: [questionBankRoutes] };");
    expect(output).toContain('apps/server/src/modules.ts');
  });

  it('refuses a name that is not kebab-case and a domain that exists, writing nothing', () => {
    expect(() => scaffold('QuestionBank')).toThrow();
    const { root } = scaffold('survey');
    expect(() => execFileSync(process.execPath, [script, 'survey', '--root', root], { encoding: 'utf8', stdio: 'pipe' })).toThrow(
      /exists already/,
    );
  });
});
