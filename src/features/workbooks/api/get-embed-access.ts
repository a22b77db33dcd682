import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/http';
import { embedAccessSchema } from '@/api/schemas';
import { workbookKeys } from './keys';
import { workbookPath } from './workbook-path';

function getEmbedAccess(deploymentId: string, workbookId: string, signal?: AbortSignal) {
  return request({
    operation: 'Get embed access',
    path: workbookPath(deploymentId, workbookId, '/embed-access'),
    schema: embedAccessSchema,
    signal,
  });
}

const embedAccessQuery = (deploymentId: string, workbookId: string) =>
  queryOptions({
    queryKey: workbookKeys.embedAccess(deploymentId, workbookId),
    queryFn: ({ signal }) => getEmbedAccess(deploymentId, workbookId, signal),
  });

export function useEmbedAccess(deploymentId: string, workbookId: string) {
  return useQuery(embedAccessQuery(deploymentId, workbookId));
}
