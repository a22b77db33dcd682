import { z } from 'zod';
import { idString } from './common';

export const environmentTypes = ['production', 'staging', 'development'] as const;
export type EnvironmentType = (typeof environmentTypes)[number];

const specCredentials = z.looseObject({
  rest: z.looseObject({ url: z.string() }).nullish(),
  sql: z.looseObject({ host: z.string(), port: z.number().int(), database: z.string().nullish() }).nullish(),
});

const referenceCredential = z.looseObject({
  type: z.string(),
  version: z.number().int().nullish(),
  url: z.string().nullish(),
  host: z.string().nullish(),
  port: z.number().int().nullish(),
  database: z.string().nullish(),
});

export interface EnvironmentCredentials {
  rest: { url: string } | null;
  sql: { host: string; port: number | null; database: string | null } | null;
}

/** Both documented `api_credentials` shapes become one. */
export const apiCredentialsSchema = z
  .union([specCredentials, z.array(referenceCredential)])
  .nullish()
  .transform((value): EnvironmentCredentials => {
    if (!value) return { rest: null, sql: null };
    if (Array.isArray(value)) {
      const rest = value.find((c) => c.type === 'rest' && c.url);
      const sql = value.find((c) => c.type === 'sql' && c.host);
      return {
        rest: rest?.url ? { url: rest.url } : null,
        sql: sql?.host ? { host: sql.host, port: sql.port ?? null, database: sql.database ?? null } : null,
      };
    }
    return {
      rest: value.rest ? { url: value.rest.url } : null,
      sql: value.sql ? { host: value.sql.host, port: value.sql.port, database: value.sql.database ?? null } : null,
    };
  });

const typeLabels: Record<EnvironmentType, string> = {
  production: 'Production',
  staging: 'Staging',
  development: 'Development',
};

/**
 * The row title: the spec's `name`, or, for the public reference (which has no `name`), the type with the branch
 * and, for a development environment, its user: "Staging · feature-x".
 */
export function environmentTitle(env: {
  name?: string | null;
  type: EnvironmentType;
  branch: string | null;
  user: string | null;
}): string {
  if (env.name) return env.name;
  const parts = [typeLabels[env.type], env.branch, env.type === 'development' ? env.user : null];
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}

/** Both documented environment shapes become one: `title` always set, `name` only when the service sent one. */
export const environmentSchema = z
  .looseObject({
    id: idString,
    name: z.string().nullish(),
    type: z.enum(environmentTypes),
    api_credentials: apiCredentialsSchema,
    branch: z.union([z.string(), z.looseObject({ name: z.string() })]).nullish(),
    user: z.union([z.string(), z.looseObject({ email: z.string() })]).nullish(),
  })
  .transform(({ api_credentials, branch, user, name, ...rest }) => {
    const normalized = {
      ...rest,
      name: name?.trim() ? name : null,
      credentials: api_credentials,
      branch: typeof branch === 'string' ? branch : (branch?.name ?? null),
      user: typeof user === 'string' ? user : (user?.email ?? null),
    };
    return { ...normalized, title: environmentTitle(normalized) };
  });
export type Environment = z.infer<typeof environmentSchema>;

/** Meta-sync token result; the public reference also echoes `security_context`. */
export const metaSyncTokenSchema = z.looseObject({
  token: z.string().min(1),
  created_at: z.string().nullish(),
  expires_at: z.string().nullish(),
  security_context: z.record(z.string(), z.unknown()).nullish(),
});
export type MetaSyncToken = z.infer<typeof metaSyncTokenSchema>;
export const metaSyncTokenResponseSchema = z.looseObject({ data: metaSyncTokenSchema }).transform((v) => v.data);
