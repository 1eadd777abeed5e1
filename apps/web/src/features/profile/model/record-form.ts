import type { Locale } from '@yanxiu/contract/locale';
import {
  PROFILE_COMMON_LABELS,
  PROFILE_SCHEMAS,
  type AnyProfileRecord,
  type ProfileFieldName,
  type ProfileKind,
  type ProfileSaveBody,
} from '@yanxiu/contract/profile';
import type { TFunction } from 'i18next';
import { issueText, serverIssueText } from './issue-text';
import { fieldLabel, kindFields, type FieldDescriptor, type FieldSchema, type ZodIssueLike } from './kind-fields';

// The record form's values, the save body made of them and the problems the contract's save schema finds in it,
// each placed on its field. The same schema checks the body on the server: what passes here is what the server
// takes, except what only the server knows (whose the evidence files are, the version).

/** The form's values: dates as YYYY-MM-DD, the kind's own fields by name. */
export type RecordFormValues = {
  title?: string;
  date?: string | null;
  level?: string | null;
  fields: Partial<Record<ProfileFieldName, unknown>>;
};

/** Where a problem shows: a form field's name path, or the evidence list. */
export type ProblemPlace = ['title'] | ['date'] | ['level'] | ['fields', ProfileFieldName] | ['evidence'] | ['form'];
export type Problem = { name: ProblemPlace; message: string };

/** The values a new record's form starts from, or an existing record's. */
export function initialValues(kind: ProfileKind, record?: AnyProfileRecord): RecordFormValues {
  const fields: Partial<Record<ProfileFieldName, unknown>> = {};
  const stored = (record?.fields ?? {}) as Record<string, unknown>;
  for (const field of kindFields(kind)) {
    const value = stored[field.name];
    if (field.control === 'switch') fields[field.name] = value === true;
    else if (field.control === 'choices') fields[field.name] = Array.isArray(value) ? [...(value as string[])] : [];
    else if (value !== undefined && value !== null) fields[field.name] = value;
  }
  return { title: record?.title ?? '', date: record?.date ?? null, level: record?.level ?? null, fields };
}

/** A field's value as the body carries it: blanks of optional fields left out, text as typed (the schema trims). */
export function fieldValue(field: FieldDescriptor, value: unknown): unknown {
  switch (field.control) {
    case 'switch':
      return value === true;
    case 'choices':
      return Array.isArray(value) ? value : [];
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'choice':
    case 'date':
      return typeof value === 'string' && value !== '' ? value : undefined;
    default: {
      const text = typeof value === 'string' ? value : '';
      // A required text stays (empty) so the schema says it is missing; an optional blank is no value.
      if (text.trim() === '') return field.required ? text : undefined;
      return text;
    }
  }
}

/** The save body of the form's values: a new record, or `record` changed at the version read. */
export function saveBody(
  kind: ProfileKind,
  values: RecordFormValues,
  evidenceFileIds: readonly string[],
  record?: Pick<AnyProfileRecord, 'id' | 'version'>,
): ProfileSaveBody<ProfileKind> {
  const fields: Record<string, unknown> = {};
  for (const field of kindFields(kind)) {
    const value = fieldValue(field, values.fields[field.name]);
    if (value !== undefined) fields[field.name] = value;
  }
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    title: values.title ?? '',
    date: values.date ?? '',
    ...(values.level ? { level: values.level } : {}),
    evidenceFileIds: [...evidenceFileIds],
    fields,
  } as ProfileSaveBody<ProfileKind>;
}

/** Where a problem at a schema path shows (`fields.issn` -> the ISSN field, `evidenceFileIds.0` -> the evidence). */
export function placeOf(path: readonly PropertyKey[]): ProblemPlace {
  const [first, second] = path.map(String);
  if (first === 'title' || first === 'date' || first === 'level') return [first];
  if (first === 'fields' && second) return ['fields', second as ProfileFieldName];
  if (first === 'evidenceFileIds') return ['evidence'];
  return ['form'];
}

/** The label of a place, for its messages. */
export function placeLabel(place: ProblemPlace, locale: Locale): string {
  if (place[0] === 'fields') return fieldLabel(place[1], locale);
  if (place[0] === 'title' || place[0] === 'date' || place[0] === 'level') return PROFILE_COMMON_LABELS[place[0]][locale];
  return PROFILE_COMMON_LABELS.evidence[locale];
}

const samePlace = (a: ProblemPlace, b: ProblemPlace) => a.join('.') === b.join('.');

/** The first problem of each place, in the active language. */
function problemsOf(issues: readonly ZodIssueLike[], t: TFunction, locale: Locale): Problem[] {
  const problems: Problem[] = [];
  for (const issue of issues) {
    const name = placeOf(issue.path);
    if (problems.some((problem) => samePlace(problem.name, name))) continue;
    problems.push({ name, message: issueText(issue, placeLabel(name, locale), t) });
  }
  return problems;
}

type SaveSchema = FieldSchema & { shape: Record<string, FieldSchema> };
const saveSchemaOf = (kind: ProfileKind) => PROFILE_SCHEMAS[kind].SaveBody as unknown as SaveSchema;

/** Every problem the contract's save schema finds in the body (none: it may be sent). */
export function checkBody(kind: ProfileKind, body: ProfileSaveBody<ProfileKind>, t: TFunction, locale: Locale): Problem[] {
  const result = (
    saveSchemaOf(kind).safeParse as (value: unknown, params: { reportInput: boolean }) => ReturnType<FieldSchema['safeParse']>
  )(body, { reportInput: true });
  return result.success ? [] : problemsOf(result.error.issues, t, locale);
}

function firstProblem(schema: FieldSchema, value: unknown, label: string, t: TFunction): string | null {
  const result = (schema.safeParse as (value: unknown, params: { reportInput: boolean }) => ReturnType<FieldSchema['safeParse']>)(value, {
    reportInput: true,
  });
  return result.success ? null : issueText(result.error.issues[0]!, label, t);
}

/** What is wrong with one of the kind's own fields as typed (null: nothing), by the field's schema. */
export function fieldProblem(field: FieldDescriptor, value: unknown, t: TFunction, locale: Locale): string | null {
  return firstProblem(field.schema, fieldValue(field, value), fieldLabel(field.name, locale), t);
}

/** What is wrong with the title, date or level as typed (null: nothing), by the save schema's own. */
export function commonProblem(
  kind: ProfileKind,
  name: 'title' | 'date' | 'level',
  value: unknown,
  t: TFunction,
  locale: Locale,
): string | null {
  const schema = saveSchemaOf(kind).shape[name]!;
  const normalized = name === 'level' ? (value ? value : undefined) : (value ?? '');
  return firstProblem(schema, normalized, PROFILE_COMMON_LABELS[name][locale], t);
}

/** The problems a 400 or 422 of the server names (`body.fields.issn`), placed and said like the form's own. */
export function serverProblems(issues: ReadonlyArray<{ path: string; message: string }>, t: TFunction, locale: Locale): Problem[] {
  const problems: Problem[] = [];
  for (const issue of issues) {
    const name = placeOf(issue.path.replace(/^body\./, '').split('.'));
    if (problems.some((problem) => samePlace(problem.name, name))) continue;
    problems.push({ name, message: serverIssueText(issue.message, placeLabel(name, locale), t) });
  }
  return problems;
}
