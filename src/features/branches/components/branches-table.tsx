import type { Branch } from '@/api/schemas';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';
import type { StagingView } from '../api/use-staging-toggles';
import { stagingApiUrl } from '../lib/staging-url';
import { StagingSwitch } from './staging-switch';
import { NameText } from '@/components/ui/name-text';
import { plainName } from '@/lib/names';

export interface BranchesTableProps {
  deploymentId: string;
  branches: Branch[];
  busy: boolean;
  productionBranch: string | null;
  deploymentUrl: string | null;
  view: (branch: Branch) => StagingView;
  onToggle: (branch: Branch, next: boolean) => void;
}

const SHORT_HASH = 7;

export function BranchesTable({
  deploymentId,
  branches,
  busy,
  productionBranch,
  deploymentUrl,
  view,
  onToggle,
}: BranchesTableProps) {
  return (
    <table className="table table-cards branches-table" aria-busy={busy || undefined}>
      <caption className="visually-hidden">Branches</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Parent branch</th>
          <th scope="col">Last commit</th>
          <th scope="col" className="staging-column">
            Staging environment
          </th>
        </tr>
      </thead>
      <tbody>
        {branches.map((branch) => {
          const isProduction = branch.name === productionBranch || branch.type === 'production';
          const state = view(branch);
          // The address shows once the server has confirmed the environment, not while a change is only intended.
          const confirmedOn = !isProduction && !state.saving && branch.isStagingEnvironmentEnabled === true;
          const url = confirmedOn && deploymentUrl ? stagingApiUrl(deploymentUrl, branch.name) : null;
          return (
            <tr key={branch.id}>
              <th scope="row" className="branch-name">
                <NameText value={branch.name} /> {isProduction ? <Badge tone="success">Production</Badge> : null}
              </th>
              <td data-label="Parent branch">
                {branch.parentBranch ? <NameText value={branch.parentBranch} /> : <span className="muted">none</span>}
              </td>
              <td data-label="Last commit">
                {branch.lastHash ? (
                  <span className="branch-hash">
                    <code title={branch.lastHash}>{branch.lastHash.slice(0, SHORT_HASH)}</code>
                    <CopyButton value={branch.lastHash} label={`Copy last commit hash of ${plainName(branch.name)}`} />
                  </span>
                ) : (
                  <span className="muted">none</span>
                )}
              </td>
              <td data-label="Staging environment">
                <StagingSwitch
                  deploymentId={deploymentId}
                  branch={branch}
                  view={state}
                  isProduction={isProduction}
                  onToggle={onToggle}
                />
                {url ? (
                  <div className="staging-url">
                    <span className="muted">Data API:</span>{' '}
                    <code>
                      <NameText value={url} />
                    </code>
                    <CopyButton value={url} label={`Copy staging data API address of ${plainName(branch.name)}`} />
                  </div>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
