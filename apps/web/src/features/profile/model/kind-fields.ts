import type { Locale } from '@yanxiu/contract/locale';
import { choicesOf, PROFILE_FIELD_LABELS, PROFILE_KINDS, type ProfileFieldName, type ProfileKind } from '@yanxiu/contract/profile';

// What the forms and read-only views need to know of a kind's own fields, read from the contract's kind table
// (PROFILE_KINDS): the control each field wants, whether it must be filled, its limits and its choices. Adding a kind
// to the table adds it here; nothing is written per kind on the client.

/** The parts of a zod schema the client reads (zod's own classes stay out of the web's imports). */
export type FieldSchema = {
  def: {
    type: string;
    checks?: ReadonlyArray<{ _zod: { def: { check: string; value?: unknown; minimum?: unknown; maximum?: unknown } } }>;
  };
  format?: string | null;
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean | null;
  unwrap?: () => FieldSchema;
  element?: FieldSchema;
  safeParse: (value: unknown) => { success: true; data: unknown } | { success: false; error: { issues: ZodIssueLike[] } };
};

/** A problem zod finds, as far as the client reads it. */
export type ZodIssueLike = {
  code: string;
  path: ReadonlyArray<PropertyKey>;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  format?: string;
  input?: unknown;
};

/** How a field is entered. */
export type FieldControl = 'text' | 'textarea' | 'url' | 'number' | 'date' | 'choice' | 'choices' | 'switch';

export type FieldDescriptor = {
  name: ProfileFieldName;
  control: FieldControl;
  required: boolean;
  /** Text fields: the most characters. */
  maxLength?: number;
  /** Number fields: bounds and the step (1 for whole numbers). */
  min?: number;
  max?: number;
  step?: number;
  /** Choice fields: the enumeration's values, in order. */
  values?: readonly string[];
  schema: FieldSchema;
};

/** Texts longer than this are written in a multi-line box. */
const LONG_TEXT = 200;

function unwrapOptional(schema: FieldSchema): { inner: FieldSchema; optional: boolean } {
  let inner = schema;
  let optional = false;
  while (inner.def.type === 'optional' && inner.unwrap) {
    optional = true;
    inner = inner.unwrap();
  }
  return { inner, optional };
}

/** A bound a schema's checks carry (`min_length` of an array, say). */
function checkBound(schema: FieldSchema, check: string, bound: 'minimum' | 'maximum'): number | undefined {
  const value = schema.def.checks?.find((entry) => entry._zod.def.check === check)?._zod.def[bound];
  return typeof value === 'number' ? value : undefined;
}

/** The step of a number field: its multipleOf, 1 for integers, else none. */
function stepOf(schema: FieldSchema): number | undefined {
  const multiple = schema.def.checks?.find((check) => check._zod.def.check === 'multiple_of')?._zod.def.value;
  if (typeof multiple === 'number') return multiple;
  return schema.isInt ? 1 : undefined;
}

/** One field of a kind as a control. */
export function describeField(name: ProfileFieldName, schema: FieldSchema): FieldDescriptor {
  const { inner, optional } = unwrapOptional(schema);
  const base = { name, required: !optional, schema };
  const choices = choicesOf(schema as never);
  const type = inner.def.type;
  if (type === 'array') {
    const element = inner.element ? unwrapOptional(inner.element).inner : undefined;
    const values =
      element && 'options' in element ? (element as unknown as { options: string[] }).options : choices ? Object.keys(choices.labels) : [];
    return {
      ...base,
      control: 'choices',
      values,
      min: checkBound(inner, 'min_length', 'minimum'),
      max: checkBound(inner, 'max_length', 'maximum'),
    };
  }
  if (type === 'enum') return { ...base, control: 'choice', values: (inner as unknown as { options: string[] }).options };
  if (type === 'boolean') return { ...base, control: 'switch', required: false };
  if (type === 'number')
    return { ...base, control: 'number', min: inner.minValue ?? undefined, max: inner.maxValue ?? undefined, step: stepOf(inner) };
  if (inner.format === 'date') return { ...base, control: 'date' };
  if (inner.format === 'url') return { ...base, control: 'url', maxLength: inner.maxLength ?? undefined };
  const maxLength = inner.maxLength ?? undefined;
  return { ...base, control: maxLength !== undefined && maxLength > LONG_TEXT ? 'textarea' : 'text', maxLength };
}

const cache = new Map<ProfileKind, FieldDescriptor[]>();

/** A kind's own fields, in the table's order. */
export function kindFields(kind: ProfileKind): FieldDescriptor[] {
  let fields = cache.get(kind);
  if (!fields) {
    fields = Object.entries(PROFILE_KINDS[kind].fields as Record<string, FieldSchema>).map(([name, schema]) =>
      describeField(name as ProfileFieldName, schema),
    );
    cache.set(kind, fields);
  }
  return fields;
}

/** A field's label in a language. */
export const fieldLabel = (name: ProfileFieldName, locale: Locale): string => PROFILE_FIELD_LABELS[name][locale];

/** A kind's label in a language. */
export const kindLabel = (kind: ProfileKind, locale: Locale): string => PROFILE_KINDS[kind].label[locale];

/** Whether a record of the kind must name a level. */
export const levelRequired = (kind: ProfileKind): boolean => PROFILE_KINDS[kind].level === 'required';

/** The label of one value of a choice field, or the value itself when the enumeration does not know it. */
export function choiceLabel(field: FieldDescriptor, value: string, locale: Locale): string {
  return choicesOf(field.schema as never)?.labels[value]?.[locale] ?? value;
}

/** `{ value, label }` pairs of a choice field, for its select. */
export function choiceOptions(field: FieldDescriptor, locale: Locale): Array<{ value: string; label: string }> {
  return (field.values ?? []).map((value) => ({ value, label: choiceLabel(field, value, locale) }));
}
