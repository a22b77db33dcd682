import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/api/http';
import { authKeys } from './keys';

/** Where the console's server sends API calls. The browser cannot choose; the server reports it. */
export const connectionSchema = z.discriminatedUnion('mode', [
  z.looseObject({ mode: z.literal('sandbox') }),
  z.looseObject({ mode: z.literal('proxy'), upstream: z.string() }),
]);
export type Connection = z.infer<typeof connectionSchema>;

const connectionQuery = queryOptions({
  queryKey: authKeys.connection,
  queryFn: ({ signal }) =>
    request({ operation: 'Read connection', path: '/__switchboard/connection', schema: connectionSchema, signal, apiKey: '' }),
  staleTime: Infinity,
});

export function useConnection() {
  return useQuery(connectionQuery);
}
