import * as z from 'zod/mini';
import { idString, isoDateString } from './common';

/** The short deployment record: spec (`id` string, `created_at`) or public reference (`id` integer, `deploymentUrl`, `creationStep`). */
export const deploymentSchema = z.looseObject({
  id: idString,
  name: z.string(),
  created_at: z.nullish(isoDateString),
  createdAt: z.nullish(isoDateString),
  deploymentUrl: z.nullish(z.string()),
  creationStep: z.nullish(z.string()),
});
export type Deployment = z.infer<typeof deploymentSchema>;

/** The full record from `GET .../settings` and `PUT /deployments/{id}`; secrets are never included. */
const deploymentSettingsSchema = z.looseObject({
  id: z.optional(idString),
  name: z.nullish(z.string()),
  deploymentUrl: z.nullish(z.string()),
  cloudProvider: z.nullish(z.string()),
  region: z.nullish(z.string()),
  template: z.nullish(z.string()),
  templateVariables: z.nullish(z.record(z.string(), z.unknown())),
  releaseChannel: z.nullish(z.string()),
  releaseChannelVersion: z.nullish(z.string()),
  releaseChannelVersionHold: z.nullish(z.boolean()),
  cubeImageVersion: z.nullish(z.string()),
  deployBranchName: z.nullish(z.string()),
  isCubeSqlEnabled: z.nullish(z.boolean()),
});
export type DeploymentSettings = z.infer<typeof deploymentSettingsSchema>;

function isWrapped(value: unknown): value is { data: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    typeof value.data === 'object' &&
    value.data !== null &&
    !('name' in value)
  );
}

/** Some builds wrap the record in `{ data }`; both are read. */
function unwrapData<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((raw: unknown) => (isWrapped(raw) ? raw.data : raw)),
    schema,
  );
}

export const deploymentResponseSchema = unwrapData(deploymentSchema);
export const deploymentSettingsResponseSchema = unwrapData(deploymentSettingsSchema);
