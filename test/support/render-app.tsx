import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { setApiKey } from '@/api/credentials';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';

export interface RenderPageOptions {
  /** The URL to start at, e.g. `/deployments/1/branches?type=staging`. */
  url: string;
  /** The route pattern the element is mounted on, e.g. `/deployments/:deploymentId/branches`. */
  path: string;
  /** Signs in with this key first (stored like the real sign-in does). */
  apiKey?: string;
  /** History state for the first entry (e.g. the sign-in page's reason and return path). */
  initialState?: unknown;
  /** Extra routes, e.g. where a page navigates to after success. */
  extraRoutes?: { path: string; element: ReactElement }[];
}

/** Shows the current URL in the DOM so tests can assert on view state kept in the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders one page with the app's providers (no retries, so error states show at once) inside a memory router. */
export function renderPage(element: ReactElement, options: RenderPageOptions) {
  if (options.apiKey) setApiKey(options.apiKey, false);
  const unauthorized: string[] = [];
  const queryClient: QueryClient = createQueryClient({ onUnauthorized: () => unauthorized.push('401'), retry: false });
  const result = render(
    <Providers queryClient={queryClient}>
      <MemoryRouter
        initialEntries={[
          options.initialState === undefined
            ? options.url
            : {
                pathname: options.url.split('?')[0] ?? '/',
                search: options.url.includes('?') ? `?${options.url.split('?')[1]}` : '',
                state: options.initialState,
              },
        ]}
      >
        <Routes>
          <Route path={options.path} element={element} />
          {(options.extraRoutes ?? []).map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<p>Nothing routed here</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, queryClient, unauthorized };
}
