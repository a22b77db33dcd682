import type { JsonSchema } from '../json-schema.ts';

/** Why a request value does not fit the published document. `undefined` means: not defined there at all. */
export interface Issue {
  kind: 'undefined' | 'enum' | 'type' | 'range' | 'required' | 'repeated';
  /** Dotted path of the offending field inside the body, or the query parameter's name. */
  path: string;
  detail: string;
}

type Components = Record<string, JsonSchema>;

function resolve(schema: JsonSchema, components: Components): JsonSchema {
  let s = schema;
  for (let i = 0; s.$ref && i < 20; i++) {
    const target = components[s.$ref.replace('#/components/schemas/', '')];
    if (!target) throw new Error(`Unknown schema reference ${s.$ref}`);
    s = target;
  }
  return s;
}

function typeOf(value: unknown): JsonSchema['type'] {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonSchema['type'];
}

const describeEnum = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

/**
 * Checks a JSON value against the subset of JSON Schema the reference's components use. Objects that list their
 * properties and say nothing about others refuse any other field: the request may carry only what the operation
 * defines. Returns the first issue, or null.
 */
export function checkValue(schema: JsonSchema, value: unknown, components: Components, path = ''): Issue | null {
  const s = resolve(schema, components);
  const at = path || '(body)';
  if (s.oneOf) {
    // Nullable wrappers (`T | null`) are the common case: report the non-null branch's issue, it says most.
    let best: Issue | null = null;
    for (const branch of s.oneOf) {
      const issue = checkValue(branch, value, components, path);
      if (!issue) return null;
      if (!best || (best.kind === 'type' && issue.kind !== 'type')) best = issue;
    }
    return best;
  }
  if (s.enum && !s.enum.includes(value as string))
    return { kind: 'enum', path: at, detail: `must be one of ${describeEnum(s.enum)}; got ${JSON.stringify(value)}` };
  if (s.type) {
    const t = typeOf(value);
    const fits = s.type === t || (s.type === 'number' && t === 'integer');
    if (!fits) return { kind: 'type', path: at, detail: `must be ${/^[aeiou]/.test(s.type) ? 'an' : 'a'} ${s.type}` };
  }
  if (typeof value === 'number') {
    if (s.minimum !== undefined && value < s.minimum) return { kind: 'range', path: at, detail: `must be at least ${s.minimum}` };
    if (s.maximum !== undefined && value > s.maximum) return { kind: 'range', path: at, detail: `must be at most ${s.maximum}` };
  }
  if (typeof value === 'string') {
    if (s.minLength !== undefined && value.length < s.minLength)
      return { kind: 'range', path: at, detail: `must have at least ${s.minLength} characters` };
    if (s.maxLength !== undefined && value.length > s.maxLength)
      return { kind: 'range', path: at, detail: `must have at most ${s.maxLength} characters` };
    if (s.pattern !== undefined && !new RegExp(s.pattern).test(value))
      return { kind: 'type', path: at, detail: `must match ${s.pattern}` };
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems)
      return { kind: 'range', path: at, detail: `must have at least ${s.minItems} items` };
    if (s.maxItems !== undefined && value.length > s.maxItems)
      return { kind: 'range', path: at, detail: `must have at most ${s.maxItems} items` };
    if (s.items) {
      for (const [i, item] of value.entries()) {
        const issue = checkValue(s.items, item, components, `${path}[${i}]`);
        if (issue) return issue;
      }
    }
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const name of s.required ?? [])
      if (!(name in record)) return { kind: 'required', path: path ? `${path}.${name}` : name, detail: 'is required' };
    for (const [name, v] of Object.entries(record)) {
      const fieldPath = path ? `${path}.${name}` : name;
      const prop = s.properties && Object.hasOwn(s.properties, name) ? s.properties[name] : undefined;
      if (prop) {
        const issue = checkValue(prop, v, components, fieldPath);
        if (issue) return issue;
      } else if (s.additionalProperties === false || (s.properties && s.additionalProperties === undefined)) {
        return { kind: 'undefined', path: fieldPath, detail: 'is not defined' };
      } else if (typeof s.additionalProperties === 'object') {
        const issue = checkValue(s.additionalProperties, v, components, fieldPath);
        if (issue) return issue;
      }
    }
  }
  return null;
}

export interface QueryParameter {
  schema: JsonSchema;
  required?: boolean;
}

/** Whether a parameter's schema (or its non-null branch) is an array: then it may repeat (`types=A&types=B`). */
function arraySchema(schema: JsonSchema, components: Components): JsonSchema | null {
  const s = resolve(schema, components);
  if (s.type === 'array') return s;
  for (const b of s.oneOf ?? []) {
    const a = arraySchema(b, components);
    if (a) return a;
  }
  return null;
}

/** A query string value as the schema's scalar type wants it (`"20"` for an integer is 20). */
function coerce(schema: JsonSchema, raw: string, components: Components): unknown {
  const s = resolve(schema, components);
  const types = s.oneOf ? s.oneOf.map((b) => resolve(b, components).type) : [s.type];
  // Plain decimal only: `0x1`, `1e0`, `+1`, `01` stay strings and are refused as not a number.
  if (types.includes('integer') && /^-?(0|[1-9]\d{0,15})$/.test(raw)) return Number(raw);
  if (types.includes('number') && /^-?(0|[1-9]\d{0,15})(\.\d{1,15})?$/.test(raw)) return Number(raw);
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/**
 * Reads a query string against an operation's published parameters. Arrays use OpenAPI's default for query
 * parameters (`style: form, explode: true`): the parameter repeats, one value each; a comma is part of a value.
 */
export function checkQuery(
  parameters: Record<string, QueryParameter>,
  search: URLSearchParams,
  components: Components,
): { values: Record<string, unknown> } | { issue: Issue } {
  const values: Record<string, unknown> = {};
  for (const name of new Set(search.keys())) {
    const param = Object.hasOwn(parameters, name) ? parameters[name] : undefined;
    if (!param) return { issue: { kind: 'undefined', path: name, detail: 'is not defined' } };
    const raw = search.getAll(name);
    const array = arraySchema(param.schema, components);
    let value: unknown;
    if (array) value = raw.map((r) => (array.items ? coerce(array.items, r, components) : r));
    else if (raw.length > 1) return { issue: { kind: 'repeated', path: name, detail: 'may be given once' } };
    else value = coerce(param.schema, raw[0] ?? '', components);
    const issue = checkValue(array ?? param.schema, value, components, name);
    if (issue) return { issue };
    values[name] = value;
  }
  for (const [name, param] of Object.entries(parameters))
    if (param.required && !(name in values)) return { issue: { kind: 'required', path: name, detail: 'is required' } };
  return { values };
}
