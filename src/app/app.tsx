import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { clearApiKey } from '@/api/credentials';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes';

/**
 * A 401 from any call: forget the key and every cached answer. Signed-in routes then redirect to sign-in
 * (RequireAuth) with the reason and the URL to come back to; public routes (the preview) stay where they are.
 * A route loader's prefetch can answer 401 while its navigation is still pending: that one is left alone, since the
 * page asks again once it is shown (a query in error refetches on mount), and then the URL to come back to is the
 * page asked for, not the one being left. The URL to come back to is the router's: the screen may still show the page
 * being left while the new one renders (seen under CPU load: sign-in then returned to the list, not the deployment).
 */
function handleUnauthorized() {
  if (router.state.navigation.state !== 'idle') return;
  if (router.state.location.pathname.startsWith('/sign-in')) return;
  const { pathname, search, hash } = router.state.location;
  clearApiKey('rejected', pathname + search + hash);
  queryClient.clear();
}

const queryClient = createQueryClient({ onUnauthorized: handleUnauthorized });
const router = createBrowserRouter(createRoutes(queryClient));

export function App() {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
