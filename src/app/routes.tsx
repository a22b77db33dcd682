import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '@/features/auth';
import { AppShell } from './shell/app-shell';
import { RouteError } from './shell/route-error';
import { NotFoundPage } from './shell/not-found-page';
import { LoadingState } from '@/components/ui/states';

type PageModule = { default: React.ComponentType };

/**
 * What a lazy route shows while its code loads on the first visit: the shell is drawn around it. (Without one, React
 * Router warns on every page load that no HydrateFallback was given, and draws nothing at all meanwhile.)
 */
const loadingPage = <LoadingState label="Loading page…" />;

/** Every page is its own chunk: the first load carries only the shell and the page asked for. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy' | 'errorElement' | 'hydrateFallbackElement'> {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    errorElement: <RouteError />,
    hydrateFallbackElement: loadingPage,
  };
}

export interface RouteHandle {
  /** The breadcrumb label; params give access to ids. */
  crumb?: (params: Record<string, string | undefined>) => string;
}

export const routes: RouteObject[] = [
  { path: '/sign-in', ...page(() => import('@/features/auth/sign-in-page')) },
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/deployments" replace /> },
      {
        path: 'preview',
        handle: { crumb: () => 'Dashboard preview' },
        ...page(() => import('@/features/dashboards/preview-page')),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'deployments',
            handle: { crumb: () => 'Deployments' },
            children: [
              { index: true, ...page(() => import('@/features/deployments/deployments-page')) },
              {
                path: ':deploymentId',
                // Lazy too: the list and sign-in never need the per-deployment shell.
                lazy: async () => ({ Component: (await import('./shell/deployment-layout')).DeploymentLayout }),
                errorElement: <RouteError />,
                hydrateFallbackElement: loadingPage,
                children: [
                  { index: true, ...page(() => import('@/features/deployments/deployment-overview-page')) },
                  {
                    path: 'environments',
                    handle: { crumb: () => 'Environments' },
                    ...page(() => import('@/features/environments/environments-page')),
                  },
                  {
                    path: 'branches',
                    handle: { crumb: () => 'Branches' },
                    ...page(() => import('@/features/branches/branches-page')),
                  },
                  {
                    path: 'versions',
                    handle: { crumb: () => 'Versions' },
                    ...page(() => import('@/features/versions/versions-page')),
                  },
                  {
                    path: 'workbooks',
                    handle: { crumb: () => 'Workbooks' },
                    children: [
                      { index: true, ...page(() => import('@/features/workbooks/workbooks-page')) },
                      {
                        path: ':workbookId',
                        handle: { crumb: (params: Record<string, string | undefined>) => `Workbook ${params.workbookId ?? ''}` },
                        ...page(() => import('@/features/workbooks/workbook-page')),
                      },
                      {
                        path: ':cloneId/compare/:sourceId',
                        handle: {
                          crumb: (params: Record<string, string | undefined>) =>
                            `Compare ${params.cloneId ?? ''} with ${params.sourceId ?? ''}`,
                        },
                        ...page(() => import('@/features/workbooks/compare-page')),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { path: 'audit', handle: { crumb: () => 'Audit log' }, ...page(() => import('@/features/audit/audit-page')) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
