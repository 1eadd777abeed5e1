#!/usr/bin/env node
// `npm run new:domain <name>`: writes a new domain in the house layout (docs/architecture.md, "Domains"): a server
// module (apps/server/src/modules/<name>) and a web feature (apps/web/src/features/<name>) of the same name, each with
// its public surface, its access rules, its texts in both languages and a first test, then says how to wire them in.
// `--root <dir>` writes under another checkout (the scaffold's own test); `--dry-run` lists the files only.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
/** @param {string} flagName */
const flag = (flagName) => args.includes(flagName);
/** @param {string} optionName */
const option = (optionName) => (args.includes(optionName) ? args[args.indexOf(optionName) + 1] : undefined);
const given = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--root');
const root = path.resolve(option('--root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

if (!given || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(given)) {
  console.error('usage: npm run new:domain <name>   (kebab-case, e.g. "assessment" or "question-bank")');
  process.exit(2);
}
const name = given;

const camel = name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const pascal = camel.charAt(0).toUpperCase() + camel.slice(1);
const server = `apps/server/src/modules/${name}`;
const web = `apps/web/src/features/${name}`;

/** Every file of the new domain: path under the root, then its text. @type {Record<string, string>} */
const files = {
  [`${server}/${name}.module.ts`]: `import type { AppModule } from '@server/platform/module';
import { ${camel}Routes } from './${name}.routes';

/** ${pascal}: what this domain does for whom (one sentence; the glossary names its words). */
export const ${camel}Module: AppModule = { name: '${name}', routes: [${camel}Routes] };
`,
  [`${server}/${name}.public.ts`]: `// What other modules may use of ${name}: service functions taking the request context or an event scope, named
// read queries and events. Never a repository: another module does not read or write ${name}'s tables.
export {};
`,
  [`${server}/${name}.access.ts`]: `import { DISTRICT_STAFF_ROLES } from '@yanxiu/contract/roles';

/** Who may call each group of ${name} routes (route config.roles; the session hook checks them). */
export const ${camel}Roles = {
  /** Staff who manage ${name} for the district. */
  managers: DISTRICT_STAFF_ROLES,
} as const;
`,
  [`${server}/${name}.texts.ts`]: `import { defineTexts } from '@server/platform/i18n/server-texts';

// ${pascal}'s own texts (refusal messages, download names), both languages side by side.
export const ${camel}Texts = defineTexts('${name}', {
  'zh-CN': {},
  'en-US': {},
});
`,
  [`${server}/${name}.routes.ts`]: `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '@server/platform/deps';

// Each route: its path from the contract, its schema (querystring/body/response from the contract's zod types), its
// roles from ${name}.access.ts in \`config\`, and a handler that calls one service function with contextOf(request).
// Routes never import a repository and never open a transaction: that is the service's work.

/** ${pascal}'s routes, registered under /api. */
export const ${camel}Routes: FastifyPluginAsyncZod<AppDeps> = async () => {};
`,
  [`${server}/${name}.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server-test/support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('${name}', () => {
  it('is part of the app', async () => {
    expect((await t.call('GET', '/health')).statusCode).toBe(200);
  });
});
`,
  [`${web}/${name}.public.ts`]: `// What other features and app/ may use of ${name}: its pages through the page registry, and what is re-exported here.
export { ${camel}Access } from './${name}.access';
`,
  [`${web}/${name}.access.ts`]: `import { DISTRICT_STAFF_ROLES } from '@yanxiu/contract/roles';
import { holdsAny } from '@/shared/session/access';

/** Who may do what with ${name}, as the server allows it (read through useAccess). */
export function ${camel}Access(roles: readonly string[]) {
  return {
    /** District and platform staff manage ${name}. */
    canManage: holdsAny(roles, DISTRICT_STAFF_ROLES),
  };
}
`,
  [`${web}/i18n/${name}.zh-CN.ts`]: `// ${pascal} 的界面文字（键以 \`${camel}.\` 开头）。
export const ${camel}ZhCN = {
  title: '${name}',
};
`,
  [`${web}/i18n/${name}.en-US.ts`]: `import type { ${camel}ZhCN } from './${name}.zh-CN';

// ${pascal}'s texts in English, with exactly the Chinese catalogue's keys.
export const ${camel}EnUS: typeof ${camel}ZhCN = {
  title: '${name}',
};
`,
  [`${web}/i18n/${name}.register.ts`]: `import { i18n } from '@/shared/i18n/i18n';
import { ${camel}EnUS } from './${name}.en-US';
import { ${camel}ZhCN } from './${name}.zh-CN';

// ${pascal}'s texts travel with its chunk rather than in the app's catalogues. Keys read \`${camel}.…\`.
i18n.addResourceBundle('zh-CN', 'translation', { ${camel}: ${camel}ZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { ${camel}: ${camel}EnUS }, true, true);
`,
  [`${web}/pages/${pascal}Page.tsx`]: `import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';
import '../i18n/${name}.register';

/** ${pascal}'s first page: its title names it (document title and heading) in the active language. */
export default function ${pascal}Page() {
  const { t } = useTranslation();
  return <PageFrame title={t('${camel}.title')}>{null}</PageFrame>;
}
`,
};

const nextSteps = `
Next:
  1. apps/server/src/modules.ts: import { ${camel}Module } from '@server/modules/${name}/${name}.module'; and list it in MODULES.
  2. apps/web/src/app/page-registry.ts: ${camel}: () => import('@/features/${name}/pages/${pascal}Page'),
     apps/web/src/app/route-table.ts: a route for it (path, title key, area, page).
  3. packages/contract/src/${name}.ts: the calls' paths and zod types; then routes, services (plain functions taking
     the context), a repository, a migration (npm run db:generate), and the tenant and role matrix (test/security).
  4. docs/architecture.md and docs/glossary.md: the domain and its words.`;

/** @type {Array<[string, string]>} */
const written = [];
for (const [file, text] of Object.entries(files)) {
  const target = path.join(root, file);
  if (fs.existsSync(target)) {
    console.error(`${file} exists already: nothing written.`);
    process.exit(1);
  }
  written.push([target, text]);
}
for (const [target, text] of written) {
  if (flag('--dry-run')) continue;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
}
console.log(
  `${flag('--dry-run') ? 'Would write' : 'Wrote'} the ${name} domain:\n${Object.keys(files)
    .map((file) => `  ${file}`)
    .join('\n')}${nextSteps}`,
);
