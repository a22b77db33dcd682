import { describe, it } from 'vitest';
import { checkResponseBodies } from '../../../../test/support/response-properties';
import { cloneResponseSchema } from './clone-workbook';
import { ancestorsSchema } from './get-folder-ancestors';
import { workbookResponseSchema } from './get-workbook';
import { folderListSchema } from './list-folders';
import { sharedListSchema } from './list-shared-workspace';
import { workbookListSchema } from './list-workbooks';

const captured = import.meta.glob<unknown>('../../../api/schemas/captured/*/*.json', { eager: true, import: 'default' });
/** The same answer as the spec's sandbox and the published API reference send it. */
const samples = (name: string) => [
  captured[`../../../api/schemas/captured/spec/${name}.json`],
  captured[`../../../api/schemas/captured/reference/${name}.json`],
];

const cases = [
  ['the workbook list', workbookListSchema, samples('workbooks')],
  ['the shared workspace', sharedListSchema, samples('sharedWorkspace')],
  ['the folder list', folderListSchema, samples('folders')],
  ['folder ancestors', ancestorsSchema, samples('ancestors')],
  ['a workbook', workbookResponseSchema, [...samples('workbook'), { data: samples('workbook')[0] }]],
  ['a clone', cloneResponseSchema, [{ data: samples('workbook')[0] }, samples('workbook')[1]]],
] as const;

describe('workbook responses: random, cut and altered bodies become a readable error, never a crash', () => {
  it.each(cases)(
    '%s',
    async (_what, schema, bodies) => {
      await checkResponseBodies(schema, bodies);
    },
    60_000,
  );
});
