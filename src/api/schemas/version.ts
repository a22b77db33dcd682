import * as z from 'zod/mini';

export const deploymentVersionSchema = z.looseObject({
  releaseChannelVersion: z.string(),
  version: z.string(),
  releaseChannel: z.string(),
  isLatestInChannel: z.boolean(),
  isCurrent: z.boolean(),
});
export type DeploymentVersion = z.infer<typeof deploymentVersionSchema>;
