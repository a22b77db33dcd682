import { describe, it } from 'vitest';
import * as z from 'zod/mini';
import { checkResponseBodies } from '../../../test/support/response-properties';
import { deploymentListSchema } from '../deployments/list-deployments';
import {
  branchResponseSchema,
  branchSchema,
  deploymentResponseSchema,
  deploymentSettingsResponseSchema,
  deploymentVersionSchema,
  environmentSchema,
  folderPathEntrySchema,
  folderSchema,
  listEnvelope,
  metaSyncTokenResponseSchema,
  workbookSchema,
} from './index';

const captured = import.meta.glob<unknown>('./captured/*/*.json', { eager: true, import: 'default' });
/** The same answer as the spec's sandbox and the published API reference send it. */
const samples = (name: string) => [captured[`./captured/spec/${name}.json`], captured[`./captured/reference/${name}.json`]];

const cases = [
  ['the deployment list', deploymentListSchema, 'deployments'],
  ['a deployment', deploymentResponseSchema, 'deployment'],
  ['deployment settings', deploymentSettingsResponseSchema, 'settings'],
  ['the environment list', listEnvelope(environmentSchema, 'environments'), 'environments'],
  ['the version list', listEnvelope(deploymentVersionSchema), 'versions'],
  ['the branch list', listEnvelope(branchSchema, 'branches'), 'branches'],
  ['a staging toggle', branchResponseSchema, 'staging'],
  ['a metadata token', metaSyncTokenResponseSchema, 'metaToken'],
  ['the folder list', listEnvelope(folderSchema, 'folders'), 'folders'],
  ['folder ancestors', z.array(folderPathEntrySchema), 'ancestors'],
  ['the workbook list', listEnvelope(workbookSchema, 'workbooks'), 'workbooks'],
  ['the shared workspace', listEnvelope(workbookSchema, 'items'), 'sharedWorkspace'],
  ['a workbook', workbookSchema, 'workbook'],
] as const;

describe('random, cut and altered response bodies become a readable error, never a crash', () => {
  it.each(cases)(
    '%s',
    async (_what, schema, sample) => {
      await checkResponseBodies(schema, samples(sample));
    },
    60_000,
  );
});
