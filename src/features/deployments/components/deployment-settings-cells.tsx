import { useDeploymentSettings } from '@/api/deployments';
import type { Deployment } from '@/api/schemas/deployment';
import { Button } from '@/components/ui/button';

/**
 * A row's release and region (labelled for the table's phone cards): the list does not carry them, so each row reads its deployment's settings (bounded by
 * the page size). A failure stays in its own cells with Retry; the rest of the table is untouched.
 */
export function DeploymentSettingsCells({ deployment }: { deployment: Deployment }) {
  const settings = useDeploymentSettings(deployment.id);
  if (settings.isPending) {
    return (
      <>
        <td className="muted" data-label="Release">
          Loading…
        </td>
        <td className="muted" data-label="Region">
          Loading…
        </td>
      </>
    );
  }
  if (settings.isError) {
    return (
      <td colSpan={2} data-label="Release and region">
        <span className="muted">Settings could not be loaded. </span>
        <Button size="sm" onClick={() => void settings.refetch()} aria-label={`Retry loading the settings of ${deployment.name}`}>
          Retry
        </Button>
      </td>
    );
  }
  const { releaseChannel, releaseChannelVersion, releaseChannelVersionHold, region } = settings.data;
  return (
    <>
      <td data-label="Release">
        {/* One element, so a phone's card keeps it on one line beside its label. */}
        <span>
          {releaseChannelVersion ?? <span className="muted">not given</span>}
          {releaseChannel ? <span className="muted"> · {releaseChannel} channel</span> : null}
          {releaseChannelVersionHold ? <span className="muted"> · held</span> : null}
        </span>
      </td>
      <td data-label="Region">{region ?? <span className="muted">not given</span>}</td>
    </>
  );
}
