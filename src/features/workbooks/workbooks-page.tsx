import { useParams, useSearchParams } from 'react-router';
import { useDeployment } from '@/api/deployments';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { useUpdateSearchParams } from '@/lib/url-state';
import { workspaceView } from './lib/workspace-view';
import { WorkspaceBrowser } from './components/workspace-browser';
import './workbooks.css';
import { titleName } from '@/lib/names';

/** `/deployments/:id/workbooks`: the caller's workspace and the shared workspace, each a folder-aware cursor list. */
export default function WorkbooksPage() {
  const { deploymentId = '' } = useParams();
  const deployment = useDeployment(deploymentId);
  const [searchParams] = useSearchParams();
  const { tab } = workspaceView(searchParams);
  const update = useUpdateSearchParams();
  const name = deployment.data?.name ?? deploymentId;

  return (
    <>
      <PageHeader
        title="Workbooks"
        documentTitle={`Workbooks · ${titleName(name)}`}
        description="Browse workbooks, clone them, and review a clone beside its source."
      />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => update({ tab: value === 'workspace' ? null : value, folder: null, q: null, pages: null })}
      >
        <Tabs.List aria-label="Workspaces">
          <Tabs.Trigger value="workspace">Workspace</Tabs.Trigger>
          <Tabs.Trigger value="shared">Shared workspace</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="workspace">
          {tab === 'workspace' ? <WorkspaceBrowser deploymentId={deploymentId} deploymentName={name} shared={false} /> : null}
        </Tabs.Content>
        <Tabs.Content value="shared">
          {tab === 'shared' ? <WorkspaceBrowser deploymentId={deploymentId} deploymentName={name} shared /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
