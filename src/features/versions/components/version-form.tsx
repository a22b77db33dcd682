import { useId, useState, type FormEvent } from 'react';
import type { DeploymentVersion } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { imageOf, matchVersion } from '../lib/match-version';

export interface VersionFormProps {
  versions: DeploymentVersion[];
  currentChannel: string | null;
  onPick: (item: DeploymentVersion) => void;
  /** Set when the service refused this key a version change: the button is off, described by this note. */
  refusalNoteId: string | null;
}

/** A typed version, in any of the accepted forms; refused here (naming the closest listed ones) when not on the list. */
export function VersionForm({ versions, currentChannel, onPick, refusalNoteId }: VersionFormProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The version sent for review: once the list says the deployment runs it, the box is done with and empties.
  const [picked, setPicked] = useState<string | null>(null);
  if (picked !== null && versions.some((item) => item.isCurrent && item.version === picked)) {
    setPicked(null);
    setValue('');
  }
  const image = imageOf(versions) ?? '<image>';

  function submit(event: FormEvent) {
    event.preventDefault();
    const match = matchVersion(value, versions, currentChannel);
    if (!match.ok) {
      setError(match.message);
      return;
    }
    setError(null);
    if (match.item.isCurrent) {
      setError(`The deployment already runs ${match.item.version}.`);
      return;
    }
    setPicked(match.item.version);
    onPick(match.item);
  }

  return (
    <form onSubmit={submit} noValidate className="version-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Switch to a version by number</h2>
      <label htmlFor={`${id}-input`}>Version</label>
      <p id={`${id}-hint`} className="hint">
        Accepted: <code>1.2.3</code>, <code>v1.2.3</code> or <code>{image}:v1.2.3</code>. Only versions on the list below can be
        chosen.
      </p>
      <div className="input-with-button">
        <input
          id={`${id}-input`}
          type="text"
          value={value}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
            // Edited since the review: the box holds something else now, which a later switch must not wipe.
            setPicked(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <Button type="submit" disabled={refusalNoteId !== null} aria-describedby={refusalNoteId ?? undefined}>
          Review switch
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
