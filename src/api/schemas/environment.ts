import * as z from 'zod/mini';
import { idString } from './common';

export const environmentTypes = ['production', 'staging', 'development'] as const;
export type EnvironmentType = (typeof environmentTypes)[number];

const specCredentials = z.looseObject({
  rest: z.nullish(z.looseObject({ url: z.string() })),
  sql: z.nullish(z.looseObject({ host: z.string(), port: z.int(), database: z.nullish(z.string()) })),
});

const referenceCredential = z.looseObject({
  type: z.string(),
  version: z.nullish(z.int()),
  url: z.nullish(z.string()),
  host: z.nullish(z.string()),
  port: z.nullish(z.int()),
  database: z.nullish(z.string()),
});

interface EnvironmentCredentials {
  rest: { url: string } | null;
  sql: { host: string; port: number | null; database: string | null } | null;
}

/** Both documented `api_credentials` shapes become one. */
const apiCredentialsSchema = z.pipe(
  z.nullish(z.union([specCredentials, z.array(referenceCredential)])),
  z.transform((value): EnvironmentCredentials => {
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
  }),
);

const typeLabels: Record<EnvironmentType, string> = {
  production: 'Production',
  staging: 'Staging',
  development: 'Development',
};

/**
 * The row title: the spec's `name`, or, for the public reference (which has no `name`), the type with the branch
 * and, for a development environment, its user: "Staging · feature-x".
 */
function environmentTitle(env: {
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
export const environmentSchema = z.pipe(
  z.looseObject({
    id: idString,
    name: z.nullish(z.string()),
    type: z.enum(environmentTypes),
    api_credentials: apiCredentialsSchema,
    branch: z.nullish(z.union([z.string(), z.looseObject({ name: z.string() })])),
    user: z.nullish(z.union([z.string(), z.looseObject({ email: z.string() })])),
  }),
  z.transform(({ api_credentials, branch, user, name, ...rest }) => {
    const normalized = {
      ...rest,
      name: name?.trim() ? name : null,
      credentials: api_credentials,
      branch: typeof branch === 'string' ? branch : (branch?.name ?? null),
      user: typeof user === 'string' ? user : (user?.email ?? null),
    };
    return { ...normalized, title: environmentTitle(normalized) };
  }),
);
export type Environment = z.infer<typeof environmentSchema>;

/** Meta-sync token result; the public reference also echoes `security_context`. */
const metaSyncTokenSchema = z.looseObject({
  token: z.string().check(z.minLength(1)),
  created_at: z.nullish(z.string()),
  expires_at: z.nullish(z.string()),
  security_context: z.nullish(z.record(z.string(), z.unknown())),
});
export type MetaSyncToken = z.infer<typeof metaSyncTokenSchema>;
export const metaSyncTokenResponseSchema = z.pipe(
  z.looseObject({ data: metaSyncTokenSchema }),
  z.transform((v) => v.data),
);
