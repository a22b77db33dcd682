import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/api/http';
import { workbookSchema } from '@/api/schemas';
import { workbookKeys } from './keys';

/** Some builds wrap the record in `{ data }`; both are read. */
export const workbookResponseSchema = z.union([
  z.pipe(
    z.looseObject({ data: workbookSchema }),
    z.transform((value) => value.data),
  ),
  workbookSchema,
]);

export function getWorkbook(deploymentId: string, workbookId: string, signal?: AbortSignal) {
  return request({
    operation: 'Get workbook',
    path: `/api/v1/deployments/${encodeURIComponent(deploymentId)}/workbooks/${encodeURIComponent(workbookId)}`,
    schema: workbookResponseSchema,
    signal,
  });
}

export const workbookQuery = (deploymentId: string, workbookId: string) =>
  queryOptions({
    queryKey: workbookKeys.detail(deploymentId, workbookId),
    queryFn: ({ signal }) => getWorkbook(deploymentId, workbookId, signal),
  });

export function useWorkbook(deploymentId: string, workbookId: string) {
  return useQuery(workbookQuery(deploymentId, workbookId));
}
