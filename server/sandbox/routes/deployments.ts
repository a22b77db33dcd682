import { z } from 'zod';
import { apiRegistry } from '../schemas/registry.ts';
import { createRoute } from '@hono/zod-openapi';
import { defineOperation, jsonBody, jsonContent } from '../http/operation.ts';
import { HttpError } from '../http/http-error.ts';
import { queryText, quote } from '../http/strict-input.ts';
import { compareVersions } from '../../../shared/compare-versions.ts';
import { parseVersionForm, redact } from './deployment-helpers.ts';
import {
  DeploymentParams,
  ErrorSchema,
  OffsetQuery,
  offsetEnvelope,
  offsetEnvelopeSchema,
  requireDeployment,
  settingsOf,
  type DeploymentRow,
} from './common.ts';
import { IMAGE_REPOSITORY } from '../fixtures.ts';
import { toJson, type JsonObject } from '../store/json.ts';

const DeploymentItem = z
  .object({ id: z.string(), name: z.string(), created_at: z.string(), deploymentUrl: z.string(), creationStep: z.string() })
  .register(apiRegistry, { id: 'DeploymentListItem' });

const Channel = z.enum(['latest', 'release']);

const DeploymentSettings = z
  .object({
    id: z.string(),
    name: z.string(),
    deploymentUrl: z.string(),
    cloudProvider: z.string(),
    region: z.string(),
    template: z.enum(['single', 'simpleCluster', 'multiCluster']),
    templateVariables: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    releaseChannel: Channel,
    releaseChannelVersion: z.string(),
    releaseChannelVersionHold: z.boolean(),
    cubeImageVersion: z.string(),
    deployBranchName: z.string(),
    isCubeSqlEnabled: z.boolean(),
    defaultLaunchpadViewGroup: z.string().nullable(),
    launchpadTabs: z.array(z.unknown()),
    creationMethod: z.string(),
    deployMode: z.string(),
  })
  .register(apiRegistry, { id: 'DeploymentSettings' });

/** The fields PUT accepts (spec "List deployment versions"); anything else is a 400 naming the field. */
const UpdateDeploymentBody = z
  .strictObject({
    cloudProvider: z.string().min(1),
    region: z.string().min(1),
    releaseChannel: Channel,
    releaseChannelVersion: z.string().min(1),
    releaseChannelVersionHold: z.boolean(),
    template: z.enum(['single', 'simpleCluster', 'multiCluster']),
    // `null` removes a key; other keys are left alone (merged key by key).
    templateVariables: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    defaultLaunchpadViewGroup: z.string().nullable(),
    launchpadTabs: z.array(z.unknown()),
    creationMethod: z.enum(['upload', 'hosted', 'github', 'ssh']),
    deployMode: z.enum(['git', 'cli']),
  })
  .partial()
  .register(apiRegistry, { id: 'UpdateDeploymentInput' });

/**
 * What the handler applies: the spec's fields plus those the published reference's `UpdateDeploymentInput` also
 * defines (the reference dialect passes them; the spec dialect validates with `UpdateDeploymentBody` and refuses them).
 */
const DeploymentChanges = z
  .strictObject({
    ...UpdateDeploymentBody.shape,
    name: z.string().min(1),
    customDomain: z.string(),
    deployBranchName: z.string().min(1),
    deployBranchReadOnly: z.boolean(),
    deployBranchMergeAllowed: z.boolean(),
    deployProjectRoot: z.string(),
    cspsConfig: z.record(z.string(), z.unknown()),
  })
  .partial();

const VersionItem = z
  .object({
    releaseChannelVersion: z.string(),
    version: z.string(),
    releaseChannel: z.string(),
    isLatestInChannel: z.boolean(),
    isCurrent: z.boolean(),
  })
  .register(apiRegistry, { id: 'DeploymentVersion' });

const SECRET_SETTINGS = new Set(['apiSecret']);

function listItem(d: DeploymentRow): z.output<typeof DeploymentItem> {
  return {
    id: String(d.id),
    name: d.name,
    created_at: d.created_at,
    deploymentUrl: d.deployment_url,
    creationStep: d.creation_step,
  };
}

/**
 * Every setting but the secrets. The settings are stored JSON, written by the seed and by PUT (checked with its
 * schema), so their type is asserted here rather than parsed again on every read.
 */
function settingsJson(d: DeploymentRow): z.output<typeof DeploymentSettings> {
  const settings = Object.fromEntries(Object.entries(settingsOf(d)).filter(([k]) => !SECRET_SETTINGS.has(k)));
  return { id: String(d.id), name: d.name, deploymentUrl: d.deployment_url, ...settings } as z.output<typeof DeploymentSettings>;
}

export const deploymentOperations = [
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments',
      operationId: 'listDeployments',
      summary: 'List the deployments the key may see (offset pagination)',
      tags: ['Deployments'],
      request: {
        // `creationStep` (comma-separated) is the reference's filter; the spec defines only offset and limit.
        query: OffsetQuery.extend({ creationStep: queryText().optional() }),
      },
      responses: {
        200: jsonContent('Deployments', offsetEnvelopeSchema('deployments', DeploymentItem)),
        400: jsonContent('Bad query', ErrorSchema),
      },
    }),
    specQuery: OffsetQuery,
    handler: ({ c, sb, principal, query }) => {
      const steps = query.creationStep?.split(',') ?? null;
      const page = sb.deployments.page(principal.scope, steps, query.offset, query.limit);
      return c.json(offsetEnvelope('deployments', page.rows.map(listItem), query, page.total), 200);
    },
  }),
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}',
      operationId: 'getDeployment',
      summary: 'The short deployment record',
      tags: ['Deployments'],
      request: { params: DeploymentParams },
      responses: {
        200: jsonContent('Deployment', DeploymentItem),
        403: jsonContent('Out of scope', ErrorSchema),
        404: jsonContent('Unknown', ErrorSchema),
      },
    }),
    handler: ({ c, sb, principal, params }) => c.json(listItem(requireDeployment(sb, principal, params.deploymentId)), 200),
  }),
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}/settings',
      operationId: 'getDeploymentSettings',
      summary: 'Every setting of a deployment, secrets excluded',
      tags: ['Deployments'],
      request: { params: DeploymentParams },
      responses: {
        200: jsonContent('Settings', DeploymentSettings),
        403: jsonContent('Out of scope', ErrorSchema),
        404: jsonContent('Unknown', ErrorSchema),
      },
    }),
    handler: ({ c, sb, principal, params }) => c.json(settingsJson(requireDeployment(sb, principal, params.deploymentId)), 200),
  }),
  defineOperation({
    route: createRoute({
      method: 'put',
      path: '/api/v1/deployments/{deploymentId}',
      operationId: 'updateDeployment',
      summary: 'Partial merge of deployment settings; templateVariables merged key by key',
      tags: ['Deployments'],
      request: { params: DeploymentParams, body: jsonBody(DeploymentChanges) },
      responses: {
        200: jsonContent('The updated settings', DeploymentSettings),
        400: jsonContent('Unknown field, wrong type, or a version not on the list', ErrorSchema),
        403: jsonContent('Out of scope', ErrorSchema),
        404: jsonContent('Unknown', ErrorSchema),
      },
    }),
    specBody: UpdateDeploymentBody,
    handler: ({ c, sb, principal, params, body }) => {
      const d = requireDeployment(sb, principal, params.deploymentId);
      const current = settingsOf(d);
      const next: JsonObject = { ...current };
      for (const key of [
        'cloudProvider',
        'region',
        'template',
        'defaultLaunchpadViewGroup',
        'launchpadTabs',
        'creationMethod',
        'deployMode',
        'releaseChannelVersionHold',
        'customDomain',
        'deployBranchName',
        'deployBranchReadOnly',
        'deployBranchMergeAllowed',
        'deployProjectRoot',
        'cspsConfig',
      ] as const) {
        if (body[key] !== undefined) next[key] = body[key] as JsonObject[string];
      }
      if (body.templateVariables) {
        const vars: JsonObject = { ...((current.templateVariables as JsonObject | undefined) ?? {}) };
        for (const [k, v] of Object.entries(body.templateVariables)) {
          if (v === null) delete vars[k];
          else vars[k] = v;
        }
        next.templateVariables = vars;
      }
      const channel = body.releaseChannel ?? (current.releaseChannel as string);
      if (body.releaseChannelVersion !== undefined) {
        const version = parseVersionForm(body.releaseChannelVersion);
        const onList = version !== null && sb.deployments.hasVersion(channel, version);
        if (!version || !onList) {
          throw new HttpError(
            400,
            `releaseChannelVersion ${quote(body.releaseChannelVersion)} is not on the versions list for channel "${channel}"`,
          );
        }
        next.releaseChannel = channel;
        next.releaseChannelVersion = version;
        next.releaseChannelVersionHold = body.releaseChannelVersionHold ?? version !== sb.deployments.head(channel);
      } else if (body.releaseChannel !== undefined) {
        next.releaseChannel = channel;
        next.releaseChannelVersion = sb.deployments.head(channel) ?? (current.releaseChannelVersion as string);
        next.releaseChannelVersionHold = body.releaseChannelVersionHold ?? false;
      }
      // The container image follows the version; it is never set by the caller.
      next.cubeImageVersion = `${IMAGE_REPOSITORY}:v${next.releaseChannelVersion as string}`;
      const name = body.name ?? d.name;
      sb.db.transaction(() => {
        sb.deployments.update(d.id, name, toJson(next));
        sb.audit(principal, 'Updated deployment configuration', name, {
          deploymentId: d.id,
          changed: Object.keys(body),
          values: redact(body),
          ...(body.releaseChannelVersion !== undefined || body.releaseChannel !== undefined
            ? { releaseChannel: next.releaseChannel, releaseChannelVersion: next.releaseChannelVersion }
            : {}),
        });
      })();
      return c.json(settingsJson({ ...d, name, settings: toJson(next) }), 200);
    },
  }),
  defineOperation({
    route: createRoute({
      method: 'get',
      path: '/api/v1/deployments/{deploymentId}/versions',
      operationId: 'listDeploymentVersions',
      summary: 'The head of each channel plus older versions',
      tags: ['Deployments'],
      request: { params: DeploymentParams },
      responses: {
        200: jsonContent('Versions', z.object({ data: z.array(VersionItem) })),
        403: jsonContent('Out of scope', ErrorSchema),
        404: jsonContent('Unknown', ErrorSchema),
      },
    }),
    handler: ({ c, sb, principal, params }) => {
      const s = settingsOf(requireDeployment(sb, principal, params.deploymentId));
      const heads = new Map<string, string>();
      const rows = sb.deployments.versions();
      for (const r of rows) if (!heads.has(r.channel)) heads.set(r.channel, r.version);
      const items = rows.map((r) => ({
        releaseChannelVersion: `${IMAGE_REPOSITORY}:v${r.version}`,
        version: r.version,
        releaseChannel: r.channel,
        isLatestInChannel: heads.get(r.channel) === r.version,
        isCurrent: s.releaseChannel === r.channel && s.releaseChannelVersion === r.version,
      }));
      // Heads first, then older versions, newest first.
      items.sort((a, b) => Number(b.isLatestInChannel) - Number(a.isLatestInChannel) || compareVersions(b.version, a.version));
      return c.json({ data: items }, 200);
    },
  }),
];
