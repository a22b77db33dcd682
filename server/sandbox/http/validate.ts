import type { z } from 'zod';
import { HttpError } from './http-error.ts';

/** Parses with a zod schema; a failure is a 400 naming the first offending field path. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, where: 'body' | 'query' | 'path'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const what0 = where === 'body' ? 'request body' : where === 'query' ? 'query' : 'path';
  if (issue?.code === 'unrecognized_keys') {
    const prefix = issue.path.length > 0 ? `${issue.path.map(String).join('.')}.` : '';
    const names = issue.keys.map((k) => `"${prefix}${k}"`).join(', ');
    throw new HttpError(400, `Invalid ${what0}: field ${names} is not accepted`);
  }
  const path = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : null;
  const what = where === 'body' ? 'request body' : where === 'query' ? 'query' : 'path';
  const message = issue?.message ?? 'invalid value';
  throw new HttpError(400, path ? `Invalid ${what}: field "${path}": ${message}` : `Invalid ${what}: ${message}`);
}
