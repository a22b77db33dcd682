import type { ReactNode } from 'react';
import { Navigate, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router';
import type {
  InfiniteData,
  InfiniteQueryExecuteOptions,
  QueryClient,
  QueryExecuteOptions,
  QueryKey,
} from '@tanstack/react-query';
import { getApiKey } from '@/api/credentials';
import { deploymentListQuery, deploymentQuery, deploymentSettingsQuery } from '@/api/deployments';
import { RequireAuth } from '@/features/auth';
import { deploymentListPage } from '@/features/deployments/lib/list-page';
import { AppShell } from './shell/app-shell';
import { RouteError } from './shell/route-error';
import { NotFoundPage } from './shell/not-found-page';
import { DeploymentCrumb } from './shell/record-crumbs';
import { CompareCrumbSlot, WorkbookCrumbSlot, withWorkbookCrumbs } from './shell/workbook-crumb-slots';
import { LoadingState } from '@/components/ui/states';
// The worker's URL and a `new Worker` only: the audit page and the worker's code still load on demand.
import { spawnAuditParser } from '@/features/audit/parser/spawn-parser';
import type { startAuditExportEarly } from '@/features/audit/api/start-export-early';

type PageModule = { default: React.ComponentType };
/** Starts a query the page will ask for, unless the cache has it; never throws (the page shows a failure). */
type Ensure = <TData, TKey extends QueryKey>(options: QueryExecuteOptions<TData, Error, TData, TData, TKey>) => void;
/** `Ensure` for a list loaded page by page ("Load more"): its first page. */
type EnsureInfinite = <TData, TKey extends QueryKey, TPageParam>(
  options: InfiniteQueryExecuteOptions<TData, Error, InfiniteData<TData>, TKey, TPageParam>,
) => void;
/** Starts the page's queries from the URL it is opened at; may be async (options from a lazily loaded api module). */
type Prefetch = (args: LoaderFunctionArgs, ensure: Ensure, ensureInfinite: EnsureInfinite) => void | Promise<void>;

/**
 * What a lazy route shows while its code loads on the first visit: the shell is drawn around it. (Without one, React
 * Router warns on every page load that no HydrateFallback was given, and draws nothing at all meanwhile.)
 */
const loadingPage = <LoadingState label="Loading page…" />;

/**
 * Every page is its own chunk: the first load carries only the shell and the page asked for. Its loader starts the
 * page's queries (the same `queryOptions` its hooks use) while the chunk loads, so chunk and data arrive together.
 * Nothing is awaited: navigation never waits for data, and a failure shows in the page like any other.
 * With `staleTime: 'static'` a query fetches only what the cache lacks (cached data, even stale or invalidated, is
 * the page's own to refresh), so revalidations (a search param change) fetch nothing new. (`ensureQueryData`, which
 * did this before, is deprecated in favour of exactly this.)
 */
function page(
  queryClient: QueryClient,
  load: () => Promise<PageModule>,
  prefetch?: Prefetch,
): Pick<RouteObject, 'lazy' | 'loader' | 'errorElement' | 'hydrateFallbackElement'> {
  return {
    lazy: { Component: async () => (await load()).default },
    ...(prefetch ? { loader: loaderFor(queryClient, prefetch) } : {}),
    errorElement: <RouteError />,
    hydrateFallbackElement: loadingPage,
  };
}

function loaderFor(queryClient: QueryClient, prefetch: Prefetch) {
  const ensure: Ensure = (options) => {
    queryClient.query({ ...options, staleTime: 'static' }).catch(() => undefined);
  };
  const ensureInfinite: EnsureInfinite = (options) => {
    queryClient.infiniteQuery({ ...options, staleTime: 'static' }).catch(() => undefined);
  };
  return (args: LoaderFunctionArgs) => {
    // Signed out, RequireAuth sends the visitor to sign-in; a request without a key would only answer 401.
    if (getApiKey() === null) return null;
    Promise.resolve(prefetch(args, ensure, ensureInfinite)).catch(() => undefined);
    return null;
  };
}

/** The audit export's starter, once its code has loaded (later visits and URL changes call it at once). */
let auditStarter: typeof startAuditExportEarly | null = null;

const id = (value: string | undefined) => value ?? '';
const searchOf = (request: Request) => new URL(request.url).searchParams;

export interface RouteHandle {
  /** The breadcrumb: a section's words, or a record's name (params give its ids). */
  crumb?: (params: Params) => ReactNode;
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { path: '/sign-in', ...page(queryClient, () => import('@/features/auth/sign-in-page')) },
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to="/deployments" replace /> },
        {
          path: 'preview',
          handle: { crumb: () => 'Dashboard preview' },
          ...page(queryClient, () => import('@/features/dashboards/preview-page')),
        },
        {
          element: <RequireAuth />,
          children: [
            {
              path: 'deployments',
              handle: { crumb: () => 'Deployments' },
              children: [
                {
                  index: true,
                  ...page(
                    queryClient,
                    () => import('@/features/deployments/deployments-page'),
                    ({ request }, ensure) => ensure(deploymentListQuery(deploymentListPage(searchOf(request)))),
                  ),
                },
                {
                  path: ':deploymentId',
                  handle: {
                    crumb: (params) => <DeploymentCrumb deploymentId={id(params.deploymentId)} />,
                  } satisfies RouteHandle,
                  // Lazy too: the list and sign-in never need the per-deployment shell.
                  lazy: { Component: async () => (await import('./shell/deployment-layout')).DeploymentLayout },
                  loader: loaderFor(queryClient, ({ params }, ensure) => ensure(deploymentQuery(id(params.deploymentId)))),
                  errorElement: <RouteError />,
                  hydrateFallbackElement: loadingPage,
                  children: [
                    {
                      index: true,
                      ...page(
                        queryClient,
                        () => import('@/features/deployments/deployment-overview-page'),
                        ({ params }, ensure) => ensure(deploymentSettingsQuery(id(params.deploymentId))),
                      ),
                    },
                    {
                      path: 'environments',
                      handle: { crumb: () => 'Environments' },
                      ...page(
                        queryClient,
                        () => import('@/features/environments/environments-page'),
                        async ({ params, request }, ensure) => {
                          const [{ environmentListQuery }, { environmentListParams }] = await Promise.all([
                            import('@/features/environments/api/list-environments'),
                            import('@/features/environments/lib/list-params'),
                          ]);
                          ensure(environmentListQuery(id(params.deploymentId), environmentListParams(searchOf(request))));
                        },
                      ),
                    },
                    {
                      path: 'branches',
                      handle: { crumb: () => 'Branches' },
                      ...page(
                        queryClient,
                        () => import('@/features/branches/branches-page'),
                        async ({ params, request }, ensure) => {
                          ensure(deploymentSettingsQuery(id(params.deploymentId)));
                          const [{ branchListQuery }, { branchListParams }] = await Promise.all([
                            import('@/features/branches/api/list-branches'),
                            import('@/features/branches/lib/list-params'),
                          ]);
                          ensure(branchListQuery(id(params.deploymentId), branchListParams(searchOf(request))));
                        },
                      ),
                    },
                    {
                      path: 'versions',
                      handle: { crumb: () => 'Versions' },
                      ...page(
                        queryClient,
                        () => import('@/features/versions/versions-page'),
                        async ({ params }, ensure) => {
                          ensure(deploymentSettingsQuery(id(params.deploymentId)));
                          const { versionListQuery } = await import('@/features/versions/api/list-versions');
                          ensure(versionListQuery(id(params.deploymentId)));
                        },
                      ),
                    },
                    {
                      path: 'workbooks',
                      handle: { crumb: () => 'Workbooks' },
                      children: [
                        {
                          index: true,
                          ...page(
                            queryClient,
                            () => import('@/features/workbooks/workbooks-page'),
                            async ({ params, request }, ensure, ensureInfinite) => {
                              const deploymentId = id(params.deploymentId);
                              const [
                                { workspaceView },
                                { workbooksQuery },
                                { sharedWorkspaceQuery },
                                { folderPagesQuery },
                                { folderAncestorsQuery },
                              ] = await Promise.all([
                                import('@/features/workbooks/lib/workspace-view'),
                                import('@/features/workbooks/api/list-workbooks'),
                                import('@/features/workbooks/api/list-shared-workspace'),
                                import('@/features/workbooks/api/list-folders'),
                                import('@/features/workbooks/api/get-folder-ancestors'),
                              ]);
                              const view = workspaceView(searchOf(request));
                              // Both tabs show the open folder's breadcrumbs.
                              const { folderId } = view.own;
                              if (folderId !== null) ensure(folderAncestorsQuery(deploymentId, folderId));
                              if (view.tab === 'shared') ensureInfinite(sharedWorkspaceQuery(deploymentId, view.shared));
                              else {
                                // The workspace tab lists the folder's sub-folders above its workbooks.
                                ensureInfinite(workbooksQuery(deploymentId, view.own));
                                ensureInfinite(folderPagesQuery(deploymentId, folderId));
                              }
                            },
                          ),
                        },
                        {
                          path: ':workbookId',
                          handle: {
                            crumb: (params) => (
                              <WorkbookCrumbSlot deploymentId={id(params.deploymentId)} workbookId={id(params.workbookId)} />
                            ),
                          } satisfies RouteHandle,
                          ...page(
                            queryClient,
                            () => withWorkbookCrumbs(import('@/features/workbooks/workbook-page')),
                            async ({ params }, ensure) => {
                              const { workbookQuery } = await import('@/features/workbooks/api/get-workbook');
                              ensure(workbookQuery(id(params.deploymentId), id(params.workbookId)));
                            },
                          ),
                        },
                        {
                          path: ':cloneId/compare/:sourceId',
                          handle: {
                            crumb: (params) => (
                              <CompareCrumbSlot
                                deploymentId={id(params.deploymentId)}
                                cloneId={id(params.cloneId)}
                                sourceId={id(params.sourceId)}
                              />
                            ),
                          } satisfies RouteHandle,
                          ...page(
                            queryClient,
                            () => withWorkbookCrumbs(import('@/features/workbooks/compare-page')),
                            async ({ params }, ensure) => {
                              const { workbookQuery } = await import('@/features/workbooks/api/get-workbook');
                              const deploymentId = id(params.deploymentId);
                              ensure(workbookQuery(deploymentId, id(params.cloneId)));
                              ensure(workbookQuery(deploymentId, id(params.sourceId)));
                            },
                          ),
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              path: 'audit',
              handle: { crumb: () => 'Audit log' },
              // The export is not a query: the loader starts its request and parsing in a worker the page then claims.
              ...page(
                queryClient,
                () => import('@/features/audit/audit-page'),
                async ({ request }) => {
                  const params = searchOf(request);
                  if (auditStarter) {
                    auditStarter(params);
                    return;
                  }
                  // First visit: the parser's worker boots while the code that sends the export is fetched, not after.
                  const spawned = spawnAuditParser();
                  try {
                    ({ startAuditExportEarly: auditStarter } = await import('@/features/audit/api/start-export-early'));
                  } catch (error) {
                    spawned?.terminate();
                    throw error;
                  }
                  auditStarter(params, spawned);
                },
              ),
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
