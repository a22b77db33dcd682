import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { clearApiKey } from '@/api/credentials';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import type { SignInState } from '@/features/auth';

const router = createBrowserRouter(routes);

export function App() {
  const [queryClient] = useState(() =>
    createQueryClient({
      onUnauthorized: () => {
        const { pathname, search, hash } = router.state.location;
        if (pathname.startsWith('/sign-in')) return;
        clearApiKey();
        queryClient.clear();
        const state: SignInState = { from: pathname + search + hash, reason: 'rejected' };
        void router.navigate('/sign-in', { replace: true, state });
      },
    }),
  );
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
