import { useWorkbook } from '@/features/workbooks';
import { CrumbName } from './crumb-name';

/*
 * Loaded with the first workbook page (see workbook-crumb-slots.tsx), not with the shell: the workbook's schema is
 * the workbook pages' to bring. Each reads the same query the page reads, so a crumb never sends a request of its own.
 */

/** "Workbook 12" until the record arrives, then its name, as the page's heading shows it. */
export function WorkbookCrumb({ deploymentId, workbookId }: { deploymentId: string; workbookId: string }) {
  return <CrumbName query={useWorkbook(deploymentId, workbookId)} fallback={`Workbook ${workbookId}`} />;
}

/** The clone review: "Review “clone”", as its heading reads. */
export function CompareCrumb({ deploymentId, cloneId, sourceId }: { deploymentId: string; cloneId: string; sourceId: string }) {
  return (
    <CrumbName
      query={useWorkbook(deploymentId, cloneId)}
      fallback={`Compare ${cloneId} with ${sourceId}`}
      format={(name) => <>Review “{name}”</>}
    />
  );
}
