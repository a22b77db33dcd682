import { useDeployment } from '@/api/deployments';
import { CrumbName } from './crumb-name';

/**
 * A deployment's crumb shows its name once known. It shares the layout's query and so its retry policy: an override
 * here would win for every observer of the key, and one 503 would blank the page.
 */
export function DeploymentCrumb({ deploymentId }: { deploymentId: string }) {
  return <CrumbName query={useDeployment(deploymentId)} fallback={`Deployment ${deploymentId}`} />;
}
