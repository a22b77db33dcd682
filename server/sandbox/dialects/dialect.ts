/**
 * The sandbox answers in one of two dialects. Both share the same handlers, rules and store; only the shapes at the
 * edge differ (what a request may carry, how a response and an error look):
 * - `spec`: the shapes of `management-api.md` (the default, and what the sandbox always spoke);
 * - `reference`: the platform's published OpenAPI document (`public-api-reference.md`), strictly: any query
 *   parameter, body field or enum value the published operation does not define is refused with 400.
 */
export const DIALECTS = ['spec', 'reference'] as const;
export type Dialect = (typeof DIALECTS)[number];
