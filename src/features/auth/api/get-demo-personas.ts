import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/api/http';
import { authKeys } from './keys';

export const fixturesKeysSchema = z.looseObject({ keys: z.record(z.string(), z.string()) });

interface DemoPersona {
  id: string;
  title: string;
  description: string;
  key: string;
}

const personaText: Record<string, { title: string; description: string }> = {
  admin: { title: 'Admin', description: 'Every deployment; audit log; edits “Finance”, reads “Board”.' },
  scoped: { title: 'Scoped key', description: 'Only the primary deployment; others answer 403.' },
  viewer: { title: 'Viewer', description: 'Reads workbooks, below the AI BI User role: clones are refused.' },
  creatorEmbed: { title: 'Creator-mode embed', description: 'May clone from the shared workspace.' },
  expired: { title: 'Expired key', description: 'Every call answers 401; shows how a rejected key looks.' },
};

/** The sandbox's demo keys, so a new admin can sign in with one click. Only asked for on the sandbox. */
function demoPersonasQuery() {
  return queryOptions({
    queryKey: authKeys.demoPersonas,
    queryFn: async ({ signal }): Promise<DemoPersona[]> => {
      const fixtures = await request({
        operation: 'Read demo keys',
        path: '/__sandbox/fixtures',
        schema: fixturesKeysSchema,
        signal,
        apiKey: '',
      });
      return Object.entries(fixtures.keys).map(([id, key]) => ({
        id,
        key,
        title: personaText[id]?.title ?? id,
        description: personaText[id]?.description ?? '',
      }));
    },
    staleTime: Infinity,
    // The keys are sandbox demo values, but keep them out of the long-lived cache all the same.
    gcTime: 0,
  });
}

export function useDemoPersonas(enabled: boolean) {
  return useQuery({ ...demoPersonasQuery(), enabled });
}
