import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { clearApiKey } from '@/api/credentials';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes';

/**
 * A 401 from any call: forget the key and every cached answer. Signed-in routes then redirect to sign-in
 * (RequireAuth) with the reason and the URL to come back to; public routes (the preview) stay where they are.
 */
function handleUnauthorized() {
  if (router.state.location.pathname.startsWith('/sign-in')) return;
  clearApiKey('rejected');
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
