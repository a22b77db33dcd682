import { z } from 'zod';
import { idString, isoDateString } from './common';

export const creationSteps = ['project', 'upload', 'schema', 'github', 'ssh', 'databases', 'ready', 'demo'] as const;

/** The short deployment record: spec (`id` string, `created_at`) or public reference (`id` integer, `deploymentUrl`, `creationStep`). */
export const deploymentSchema = z.looseObject({
  id: idString,
  name: z.string(),
  created_at: isoDateString.nullish(),
  createdAt: isoDateString.nullish(),
  deploymentUrl: z.string().nullish(),
  creationStep: z.string().nullish(),
});
export type Deployment = z.infer<typeof deploymentSchema>;

export const templateValues = ['single', 'simpleCluster', 'multiCluster'] as const;

/** The full record from `GET .../settings` and `PUT /deployments/{id}`; secrets are never included. */
export const deploymentSettingsSchema = z.looseObject({
  id: idString.optional(),
  name: z.string().nullish(),
  deploymentUrl: z.string().nullish(),
  cloudProvider: z.string().nullish(),
  region: z.string().nullish(),
  template: z.string().nullish(),
  templateVariables: z.record(z.string(), z.unknown()).nullish(),
  releaseChannel: z.string().nullish(),
  releaseChannelVersion: z.string().nullish(),
  releaseChannelVersionHold: z.boolean().nullish(),
  cubeImageVersion: z.string().nullish(),
  deployBranchName: z.string().nullish(),
  isCubeSqlEnabled: z.boolean().nullish(),
});
export type DeploymentSettings = z.infer<typeof deploymentSettingsSchema>;

/** PUT bodies may be wrapped in `{ data }` by some builds; accept both. */
export const deploymentSettingsResponseSchema = z.union([
  z.looseObject({ data: deploymentSettingsSchema }).transform((v) => v.data),
  deploymentSettingsSchema,
]);
