import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { request } from '@/api/http';
import { listEnvelope, nextCursor, workbookSchema, type ListPage, type Workbook } from '@/api/schemas';
import { workbookKeys } from './keys';
import { sharedListQuery, type SharedListParams } from './list-params';

/** Shared-workspace items are workbook-shaped even for folders and reports; `type` tells them apart. */
const sharedListSchema = listEnvelope(workbookSchema, 'items');

type DirectionCase = 'upper' | 'lower';

/**
 * The published document spells the direction `ASC`/`DESC`, and that is what is sent first. A service that refuses
 * it with a 400 naming `orderByDirection` (the sandbox's spec dialect takes `asc`/`desc`) is asked again in lower
 * case, and that case is kept for the app's query client (one connection, one service).
 */
const directionCases = new WeakMap<QueryClient, DirectionCase>();

function refusesDirection(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /orderByDirection/.test(error.message);
}

export async function listSharedWorkspace(
  deploymentId: string,
  params: SharedListParams,
  after: string | null,
  client: QueryClient | null,
  signal?: AbortSignal,
): Promise<ListPage<Workbook>> {
  const directionCase = (client && directionCases.get(client)) ?? 'upper';
  const send = (directionCase: DirectionCase) =>
    request({
      operation: 'List the shared workspace',
      path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/shared-workspace`,
      query: sharedListQuery(params, after, directionCase),
      schema: sharedListSchema,
      signal,
    });
  try {
    return await send(directionCase);
  } catch (error) {
    if (!refusesDirection(error)) throw error;
    const other = directionCase === 'upper' ? 'lower' : 'upper';
    const page = await send(other);
    if (client) directionCases.set(client, other);
    return page;
  }
}

export const sharedWorkspaceQuery = (deploymentId: string, params: SharedListParams) =>
  infiniteQueryOptions({
    queryKey: workbookKeys.sharedList(deploymentId, params),
    queryFn: ({ pageParam, client, signal }) => listSharedWorkspace(deploymentId, params, pageParam, client, signal),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
  });

export function useSharedWorkspace(deploymentId: string, params: SharedListParams, enabled = true) {
  return useInfiniteQuery({ ...sharedWorkspaceQuery(deploymentId, params), enabled });
}
