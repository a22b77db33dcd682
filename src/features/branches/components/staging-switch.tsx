import { useId } from 'react';
import type { Branch } from '@/api/schemas';
import { Switch } from '@/components/ui/switch';
import type { StagingView } from '../api/use-staging-toggles';
import { plainName } from '@/lib/names';

export interface StagingSwitchProps {
  branch: Branch;
  view: StagingView;
  isProduction: boolean;
  onToggle: (branch: Branch, next: boolean) => void;
}

/** The switch plus what it needs beside it: saving, the server's refusal, or why it is disabled. */
export function StagingSwitch({ branch, view, isProduction, onToggle }: StagingSwitchProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="staging-switch">
      <Switch
        label={`Staging environment for ${plainName(branch.name)}`}
        checked={isProduction ? false : view.checked}
        disabled={isProduction}
        busy={view.saving}
        describedBy={isProduction || view.error ? noteId : undefined}
        onCheckedChange={(next) => onToggle(branch, next)}
      />
      <span className="staging-state" aria-hidden="true">
        {isProduction ? null : view.checked ? 'On' : 'Off'}
      </span>
      <span role="status" className="staging-saving">
        {view.saving ? 'Saving…' : ''}
      </span>
      {isProduction ? (
        <span id={noteId} className="muted staging-note">
          The production branch is served by the production environment; it has no staging environment.
        </span>
      ) : view.error ? (
        <span id={noteId} role="alert" className="form-error staging-note">
          {view.error}
        </span>
      ) : null}
    </div>
  );
}
