import { useId } from 'react';
import { useRefusal } from '@/api/permissions';
import type { Branch } from '@/api/schemas';
import { Switch } from '@/components/ui/switch';
import type { StagingView } from '../api/use-staging-toggles';
import { plainName } from '@/lib/names';

export interface StagingSwitchProps {
  deploymentId: string;
  branch: Branch;
  view: StagingView;
  isProduction: boolean;
  onToggle: (branch: Branch, next: boolean) => void;
}

/**
 * Why this branch's switch is off limits, said before the click: from the branch record when it names its kind,
 * otherwise from the service's refusal earlier this session (for this branch, or for the key on this deployment).
 */
function useLockReason(deploymentId: string, branch: Branch, isProduction: boolean): string | null {
  const branchRefusal = useRefusal(deploymentId, `staging:${branch.name}`);
  const keyRefusal = useRefusal(deploymentId, 'staging');
  if (isProduction || branch.type === 'production')
    return 'The production branch is served by the production environment; it has no staging environment.';
  if (branch.type === 'personal')
    return 'A personal development branch cannot have a staging environment; only shared branches can.';
  if (branchRefusal) return `The service refused a staging environment for this branch: ${branchRefusal}`;
  if (keyRefusal) return `This key may not change staging environments on this deployment: ${keyRefusal}`;
  return null;
}

/** The switch plus what it needs beside it: saving, the server's refusal, or why it is disabled. */
export function StagingSwitch({ deploymentId, branch, view, isProduction, onToggle }: StagingSwitchProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const lock = useLockReason(deploymentId, branch, isProduction);
  // A locked switch still shows the state the service reports (a refused branch's request rolled back to it).
  const checked = isProduction || branch.type === 'production' || branch.type === 'personal' ? false : view.checked;
  return (
    <div className="staging-switch">
      <Switch
        label={`Staging environment for ${plainName(branch.name)}`}
        checked={checked}
        disabled={lock !== null && !view.saving}
        busy={view.saving}
        describedBy={lock || view.error ? noteId : undefined}
        onCheckedChange={(next) => onToggle(branch, next)}
      />
      <span className="staging-state" aria-hidden="true">
        {lock ? null : checked ? 'On' : 'Off'}
      </span>
      <span role="status" className="staging-saving">
        {view.saving ? 'Saving…' : ''}
      </span>
      {view.error ? (
        <span id={noteId} role="alert" className="form-error staging-note">
          {view.error}
        </span>
      ) : lock ? (
        <span id={noteId} className="muted staging-note">
          {lock}
        </span>
      ) : null}
    </div>
  );
}
