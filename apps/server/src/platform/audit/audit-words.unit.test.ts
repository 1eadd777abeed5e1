import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_OBJECT_LABELS } from '@yanxiu/contract/administration-audit';
import { LOCALES } from '@yanxiu/contract/locale';

// The audit trail shows each action and object type in words. recordAudit's type already refuses a code without
// words; this walks the server's source for every audit entry it writes (its `action` and `entityType`, and the
// codes handed to the helpers that write one) so a cast or a new spelling cannot slip through, and so words no
// code uses any more are removed rather than kept.

const SERVER_SRC = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** A code as the source writes it: a whole literal, or a template whose holes stand for any text. */
type Written = { file: string; exact?: string; pattern?: RegExp; text: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The string constants declared at the top of a file (`const ENTITY = 'topic_stage'`). */
function stringConstants(source: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (ts.isIdentifier(declaration.name) && init && ts.isStringLiteral(init)) constants.set(declaration.name.text, init.text);
    }
  }
  return constants;
}

/** Expressions this walk cannot read as codes (it must read them all). */
const unreadable: string[] = [];

/** The codes an expression can stand for; one it cannot read is listed in `unreadable`. */
function codesOf(expression: ts.Expression, file: string, constants: Map<string, string>, parameters: Set<string>): Written[] {
  let node = expression;
  while (ts.isParenthesizedExpression(node) || (ts.isAsExpression(node) && node.type.getText() === 'const')) node = node.expression;
  const text = node.getText();
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ file, exact: node.text, text }];
  if (ts.isTemplateExpression(node)) {
    const source = [escape(node.head.text), ...node.templateSpans.map((span) => `.+${escape(span.literal.text)}`)].join('');
    return [{ file, pattern: new RegExp(`^${source}$`), text }];
  }
  if (ts.isConditionalExpression(node)) {
    return [...codesOf(node.whenTrue, file, constants, parameters), ...codesOf(node.whenFalse, file, constants, parameters)];
  }
  if (ts.isIdentifier(node) && constants.has(node.text)) return [{ file, exact: constants.get(node.text)!, text }];
  // A helper's own parameter: its callers' codes are collected where they call it.
  if (ts.isIdentifier(node) && parameters.has(node.text)) return [];
  unreadable.push(`${path.relative(SERVER_SRC, file)}: ${text}`);
  return [];
}

/** What the server writes as actions and object types, found in its source. */
function writtenCodes() {
  const files = sourceFiles(SERVER_SRC).map((file) => ({
    file,
    source: ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  }));
  // A file's own constants first, then any file's (an imported BACKBONE_SUBJECT); names like ENTITY recur per file.
  const everyFile = new Map(files.flatMap(({ source }) => [...stringConstants(source)]));
  // Helpers that write an entry for their callers take the action as a parameter typed AuditAction.
  const helpers = new Map<string, { file: string; index: number }>();
  for (const { file, source } of files) {
    const visit = (node: ts.Node) => {
      if (ts.isFunctionDeclaration(node) && node.name) {
        const index = node.parameters.findIndex((parameter) => parameter.type?.getText() === 'AuditAction');
        if (index >= 0) helpers.set(node.name.text, { file, index });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const actions: Written[] = [];
  const objects: Written[] = [];
  const casts: string[] = [];
  for (const { file, source } of files) {
    const imported = new Set(
      source.statements.flatMap((statement) =>
        ts.isImportDeclaration(statement) &&
        statement.importClause?.namedBindings &&
        ts.isNamedImports(statement.importClause.namedBindings)
          ? statement.importClause.namedBindings.elements.map((element) => element.name.text)
          : [],
      ),
    );
    const constants = new Map([...everyFile, ...stringConstants(source)]);
    // The schema, the writer's insert and the trail's reader name the columns; everything else that builds an entry
    // writes one.
    const relative = path.relative(SERVER_SRC, file);
    const writesAudit = ![`db${path.sep}`, path.join('platform', 'audit'), path.join('modules', 'administration', 'audit')].some((folder) =>
      relative.startsWith(folder),
    );
    // A call of a helper declared in this file or imported by name (another file's `change` is another function).
    const helperOf = (name: string) => {
      const helper = helpers.get(name);
      return helper && (helper.file === file || imported.has(name)) ? helper : undefined;
    };
    const visit = (node: ts.Node, parameters: Set<string>) => {
      let inScope = parameters;
      if (ts.isFunctionLike(node)) {
        inScope = new Set([...parameters, ...node.parameters.map((parameter) => parameter.name.getText())]);
      }
      if (ts.isAsExpression(node) && /^Audit(Action|ObjectType)$/.test(node.type.getText())) casts.push(`${file}: ${node.getText()}`);
      if (writesAudit && ts.isObjectLiteralExpression(node)) {
        const property = (name: string) =>
          node.properties.find((entry): entry is ts.PropertyAssignment => ts.isPropertyAssignment(entry) && entry.name.getText() === name);
        const action = property('action');
        const entityType = property('entityType');
        const spread = node.properties.some(ts.isSpreadAssignment);
        const entityId = spread || node.properties.some((entry) => entry.name?.getText() === 'entityId');
        // An audit entry names its action, its object's type and the object, the last two possibly from a helper
        // (`...entity(id)`), whose own object literal is then read for the type.
        if (action && (entityType || spread) && entityId) actions.push(...codesOf(action.initializer, file, constants, inScope));
        if (entityType && entityId) objects.push(...codesOf(entityType.initializer, file, constants, inScope));
      }
      const helper = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? helperOf(node.expression.text) : undefined;
      if (helper && ts.isCallExpression(node)) {
        const argument = node.arguments[helper.index];
        if (argument) actions.push(...codesOf(argument, file, constants, inScope));
      }
      ts.forEachChild(node, (child) => visit(child, inScope));
    };
    visit(source, new Set());
  }
  return { actions, objects, casts };
}

const written = writtenCodes();

function covered(labels: Record<string, unknown>, codes: Written[]) {
  const unlabelled = codes
    .filter((code) =>
      code.exact !== undefined ? !Object.hasOwn(labels, code.exact) : !Object.keys(labels).some((key) => code.pattern!.test(key)),
    )
    .map((code) => `${path.relative(SERVER_SRC, code.file)}: ${code.text}`);
  const unused = Object.keys(labels).filter(
    (key) => !codes.some((code) => (code.exact !== undefined ? code.exact === key : code.pattern!.test(key))),
  );
  return { unlabelled, unused };
}

describe('the audit trail’s words', () => {
  it('finds the entries the server writes (the walk itself works)', () => {
    expect(unreadable, 'audit codes written in a way this walk cannot read').toEqual([]);
    expect(written.actions.length).toBeGreaterThan(100);
    expect(written.actions.some((code) => code.exact === 'accounts.import')).toBe(true);
    expect(written.actions.some((code) => code.exact === 'administration.account_disabled')).toBe(true);
    expect(written.actions.some((code) => code.pattern?.test('training.programme_published'))).toBe(true);
    expect(written.objects.some((code) => code.exact === 'backbone_application')).toBe(true);
  });

  it('has words for every action the server writes, and none for actions it no longer writes', () => {
    const { unlabelled, unused } = covered(AUDIT_ACTION_LABELS, written.actions);
    expect(unlabelled, 'actions without words in packages/contract/src/administration-audit.ts').toEqual([]);
    expect(unused, 'words for actions the server never writes').toEqual([]);
    expect(written.casts, 'codes cast past the type that asks for words').toEqual([]);
  });

  it('has words for every object type the server writes, and none for types it no longer writes', () => {
    const { unlabelled, unused } = covered(AUDIT_OBJECT_LABELS, written.objects);
    expect(unlabelled, 'object types without words in packages/contract/src/administration-audit.ts').toEqual([]);
    expect(unused, 'words for object types the server never writes').toEqual([]);
  });

  it('words each code in both languages, as words rather than codes, one meaning each', () => {
    for (const labels of [AUDIT_ACTION_LABELS, AUDIT_OBJECT_LABELS] as Array<Record<string, Record<string, string>>>) {
      for (const [code, words] of Object.entries(labels)) {
        expect(words['zh-CN'], code).toMatch(/\p{Script=Han}/u);
        expect(words['en-US'], code).toMatch(/^[A-Z][A-Za-z' -]+[a-z]$/);
      }
    }
    for (const locale of LOCALES) {
      const seen = new Map<string, string>();
      for (const [code, words] of Object.entries(AUDIT_ACTION_LABELS)) {
        expect(seen.get(words[locale]), `${code} and ${seen.get(words[locale])} read the same in ${locale}`).toBeUndefined();
        seen.set(words[locale], code);
      }
    }
  });
});
