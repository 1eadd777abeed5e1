import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A tenant id is branded so it cannot be swapped with another id by position. */
const TENANT_ID_SYNTAX = [
  {
    selector: "Identifier[name='tenantId'][typeAnnotation.typeAnnotation.type='TSNumberKeyword']",
    message: 'A tenant id is a TenantId (platform/tenant/tenant-id.ts), never a bare number.',
  },
  {
    selector: "TSPropertySignature[key.name='tenantId'] > TSTypeAnnotation > TSNumberKeyword",
    message: 'A tenant id is a TenantId (platform/tenant/tenant-id.ts), never a bare number.',
  },
];

/**
 * Role lists come from the contract (STAFF_ROLES, DISTRICT_STAFF_ROLES, TEACHER_ROLES) through each domain's access
 * file, so "who is staff" is decided in one place.
 */
const STAFF_ROLE_LITERAL = {
  selector: 'Literal[value=/^(school_admin|district_admin|platform_admin)$/]',
  message: "Name staff roles through the domain's *.access.ts and the contract's role lists, not literally.",
};

/** Workbooks are written through platform/export/workbook.ts, which neutralises formula text in every cell. */
const WORKBOOK_WRITE = {
  selector: 'MemberExpression[object.property.name=/^(xlsx|csv)$/][property.name=/^write/]',
  message: 'Write workbooks with workbookBytes (platform/export/workbook.ts): it neutralises text a spreadsheet would run as a formula.',
};

export default tseslint.config(
  {
    ignores: [
      '.tmp/**',
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Module augmentation of Fastify's types can only be written with interfaces.
    files: ['apps/server/src/platform/fastify-augment.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    // Conventions the next domains copy (docs/architecture.md, "Adding a domain"). Tests, fixtures and demo data may
    // set up and inspect rows and roles directly. One block per file set: ESLint keeps only the last options of a rule.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.fixtures.ts', 'apps/server/src/db/**'],
    rules: { 'no-restricted-syntax': ['error', ...TENANT_ID_SYNTAX] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.fixtures.ts', '**/*.access.ts', '**/demo/**'],
    rules: { 'no-restricted-syntax': ['error', ...TENANT_ID_SYNTAX, STAFF_ROLE_LITERAL, WORKBOOK_WRITE] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixtures.{ts,tsx}', '**/*.access.ts'],
    rules: { 'no-restricted-syntax': ['error', STAFF_ROLE_LITERAL] },
  },
  {
    // Only repositories write SQL; services and routes take a request context, never the Fastify request.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/seed/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts', '**/*.fixtures.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'SQL belongs in a *.repository.ts.', allowTypeImports: true }],
          patterns: [
            { group: ['@server/db/schema/*'], message: 'Tables are read and written in a *.repository.ts.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.service.ts', 'apps/server/src/modules/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              importNames: ['FastifyRequest', 'FastifyReply'],
              message: 'Services take a RequestContext (platform/context), repositories a TenantId.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Command-line scripts report to the terminal.
    files: ['scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
