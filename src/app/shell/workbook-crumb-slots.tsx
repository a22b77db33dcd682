import { useSyncExternalStore } from 'react';
import { PendingCrumb } from './crumb-name';
import type * as WorkbookCrumbs from './workbook-crumbs';

/*
 * The workbook crumbs' code is loaded with the workbook pages (their schema is not the shell's to bring), and each
 * workbook page's route waits for it with its own chunk (`withWorkbookCrumbs`): the crumb is then drawn in the same
 * render as the page, so it names the workbook as soon as the heading does. (React.lazy would not do: it suspends on
 * its first render even when its module is already in, and its fallback, the stand-in, could outlast the heading.)
 */

type Module = typeof WorkbookCrumbs;
let loaded: Module | null = null;
let loading: Promise<Module> | null = null;
const listeners = new Set<() => void>();

function loadWorkbookCrumbs(): Promise<Module> {
  loading ??= import('./workbook-crumbs').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A later visit tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** A workbook page's code, resolved once the workbook crumbs' code is in too. */
export async function withWorkbookCrumbs<Page>(page: Promise<Page>): Promise<Page> {
  const [module] = await Promise.all([page, loadWorkbookCrumbs()]);
  return module;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A failed load shows as the page's own (its route loads the same code); the crumb keeps its stand-in.
  loadWorkbookCrumbs().catch(() => undefined);
  return () => listeners.delete(listener);
}

const useWorkbookCrumbs = () => useSyncExternalStore(subscribe, () => loaded);

/** "Workbook 12" until the crumbs' code and the record are in, then the workbook's name. */
export function WorkbookCrumbSlot({ deploymentId, workbookId }: { deploymentId: string; workbookId: string }) {
  const crumbs = useWorkbookCrumbs();
  if (!crumbs) return <PendingCrumb fallback={`Workbook ${workbookId}`} />;
  return <crumbs.WorkbookCrumb deploymentId={deploymentId} workbookId={workbookId} />;
}

/** "Compare 12 with 3" until the crumbs' code and the clone's record are in, then "Review “clone”". */
export function CompareCrumbSlot({
  deploymentId,
  cloneId,
  sourceId,
}: {
  deploymentId: string;
  cloneId: string;
  sourceId: string;
}) {
  const crumbs = useWorkbookCrumbs();
  if (!crumbs) return <PendingCrumb fallback={`Compare ${cloneId} with ${sourceId}`} />;
  return <crumbs.CompareCrumb deploymentId={deploymentId} cloneId={cloneId} sourceId={sourceId} />;
}
