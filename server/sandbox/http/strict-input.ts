import { z } from 'zod';
import { HttpError } from './http-error.ts';

/**
 * The one rule for input, used by every sandbox operation (and by new ones: import the schemas from here).
 * Numbers in a URL are plain decimal digits; JSON bodies are bounded in depth, string length and key names before
 * any schema (or recursive check) looks at them, so no input can overflow the stack or echo megabytes back.
 */
export interface InputLimits {
  /** Deepest nesting of arrays and objects in a JSON body. */
  depth: number;
  /** Longest string value in a JSON body, in UTF-16 code units. */
  stringLength: number;
  /** Longest object key in a JSON body. */
  keyLength: number;
}

export const DEFAULT_INPUT_LIMITS: Readonly<InputLimits> = { depth: 32, stringLength: 65_536, keyLength: 256 };

/** Longest query parameter value (cursors, searches, lists of types). */
const MAX_QUERY_VALUE_LENGTH = 2_000;

/** How much of a caller's input an error message quotes. */
const QUOTED_LENGTH = 60;

/** Keys that could reach an object's prototype in careless code; refused wherever they appear. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Text from the caller (a path, say) cut to ~60 characters for an error message, saying how long it was. */
export function shorten(text: string): string {
  return text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH)}… (${text.length} characters)` : text;
}

/** The caller's input as a quoted, escaped string of at most ~60 characters, for error messages. */
export function quote(input: unknown): string {
  const text = typeof input === 'string' ? input : String(input);
  const short = text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH)}…` : text;
  const json = JSON.stringify(short);
  return text.length > QUOTED_LENGTH ? `${json} (${text.length} characters)` : json;
}

const DECIMAL = /^(0|[1-9][0-9]{0,15})$/;

/**
 * A whole number written as plain decimal digits (`0x1`, `1e0`, `+1`, `01`, `1.0` and ` 1` are refused), from a
 * path or a query string, checked against a range. The OpenAPI document shows it as a string of digits.
 */
export function decimalInt(min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return z
    .string({ error: 'must be given once, as plain decimal digits' })
    .regex(DECIMAL, { error: (iss) => `must be plain decimal digits, got ${quote(iss.input)}` })
    .pipe(
      z.coerce
        .number<string>()
        .int()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );
}

/** A positive id in a path or query string. */
export const decimalId = () => decimalInt(1);

/** A query string of bounded length (an unbounded one would only cost the server). */
export const queryText = (max = MAX_QUERY_VALUE_LENGTH) => z.string().max(max, { error: `must be at most ${max} characters` });

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;

/** Whether `s` is an ISO 8601 date or date-time naming a real calendar day and time (`2025-02-30` is not). */
function isCalendarDate(s: string): boolean {
  const m = DATE.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return false;
  if (m[8] !== undefined && (Number(m[8]) > 23 || Number(m[9]) > 59)) return false;
  return true;
}

/** An ISO 8601 date (`2025-03-31`) or date-time on a real calendar day. */
export const calendarDate = () =>
  z
    .string()
    .max(40, { error: 'must be an ISO 8601 date such as 2025-03-31' })
    .refine(isCalendarDate, { error: (iss) => `must be a real ISO 8601 date such as 2025-03-31, got ${quote(iss.input)}` });

/** Whether a Content-Type header names JSON (`application/json`, any case, with or without parameters). */
export function isJsonMediaType(contentType: string | null): boolean {
  if (!contentType) return false;
  return contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * Refuses JSON text nested deeper than `max` before it is parsed: parsing is safe, but every recursive check after
 * it (schemas, redaction, the reference dialect's checker) would overflow the stack on a 2,000-deep body.
 */
export function checkNesting(text: string, max: number): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) throw new HttpError(400, `Invalid request body: nested deeper than ${max} levels`);
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
}

/** Checks a parsed body's strings and keys (the nesting is already bounded, so recursion is safe here). */
export function checkJsonValue(value: unknown, limits: InputLimits, path = ''): void {
  const at = () => (path ? ` at "${path}"` : '');
  if (typeof value === 'string') {
    if (value.length > limits.stringLength)
      throw new HttpError(400, `Invalid request body: a string${at()} is longer than ${limits.stringLength} characters`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkJsonValue(v, limits, `${path}[${i}]`));
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key)) throw new HttpError(400, `Invalid request body: the key ${quote(key)}${at()} is not accepted`);
    if (key.length > limits.keyLength)
      throw new HttpError(400, `Invalid request body: a key${at()} is longer than ${limits.keyLength} characters`);
    checkJsonValue(v, limits, path ? `${path}.${key}` : key);
  }
}

/** Refuses over-long query values and prototype-reaching names, naming the parameter. */
export function checkQuery(search: URLSearchParams, max = MAX_QUERY_VALUE_LENGTH): void {
  for (const [name, value] of search) {
    if (FORBIDDEN_KEYS.has(name)) throw new HttpError(400, `Invalid query: the parameter ${quote(name)} is not accepted`);
    if (value.length > max || name.length > 256)
      throw new HttpError(400, `Invalid query: parameter ${quote(name)} is longer than ${max} characters`);
  }
}
