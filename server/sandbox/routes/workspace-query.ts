import { z } from 'zod';
import { CursorQuery } from './common.ts';
import { decimalId, queryText } from '../http/strict-input.ts';

/**
 * Sort direction as the spec-dialect sandbox reads it: the spec names no case, the published document spells it
 * `ASC`/`DESC`, and older clients sent `asc`/`desc`; all four mean the same here.
 */
export const OrderByDirection = z.preprocess(
  (v) => (typeof v === 'string' ? v.toLowerCase() : v),
  z.enum(['asc', 'desc'], { error: 'must be ASC or DESC' }),
);

/** The query of both workspace lists (the caller's own and the shared one), in the spec dialect's form. */
export const WorkspaceQuery = CursorQuery.extend({
  folderId: decimalId().optional(),
  types: z
    .string()
    .regex(/^(FOLDER|WORKBOOK|REPORT)(,(FOLDER|WORKBOOK|REPORT))*$/, 'a comma-separated list of FOLDER, WORKBOOK, REPORT')
    .optional(),
  search: queryText().optional(),
  orderByField: z.enum(['updated_at', 'created_at', 'name', 'viewer_last_viewed_at']).default('name'),
  orderByDirection: OrderByDirection.default('asc'),
});

/** The column a workspace list sorts by: the sandbox keeps no view history, so "last viewed" sorts by last update. */
export function workspaceOrderColumn(
  field: z.output<typeof WorkspaceQuery>['orderByField'],
): 'updated_at' | 'created_at' | 'name' {
  return field === 'viewer_last_viewed_at' ? 'updated_at' : field;
}
