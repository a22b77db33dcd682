import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { clearApiKey } from '@/api/credentials';
import type { SignInState } from '@/features/auth';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/** A 401 from any call: forget the key and every cached answer, then sign in again and come back here. */
function handleUnauthorized() {
  const { pathname, search, hash } = router.state.location;
  if (pathname.startsWith('/sign-in')) return;
  clearApiKey();
  queryClient.clear();
  const state: SignInState = { from: pathname + search + hash, reason: 'rejected' };
  void router.navigate('/sign-in', { replace: true, state });
}

const queryClient = createQueryClient({ onUnauthorized: handleUnauthorized });

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
