import { useId } from 'react';
import { CopyButton } from '@/components/ui/copy-button';

/**
 * The preview's `#config=` link with a copy button, offered only when a dashboard is drawn. The link holds the input
 * exactly as pasted, problems included (never a repaired copy), so whoever opens it sees what this page shows, and
 * that is said beside it when there are problems.
 */
export function ShareLinkField({ url, problemCount }: { url: string; problemCount: number }) {
  const id = useId();
  const noteId = useId();
  return (
    <div className="preview-share">
      <label htmlFor={id}>Share link</label>
      <input
        id={id}
        readOnly
        value={url}
        aria-describedby={problemCount > 0 ? noteId : undefined}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={url} label="Copy share link" />
      {problemCount > 0 ? (
        <p id={noteId} className="preview-share-note dash-muted">
          The link holds the input exactly as pasted: whoever opens it sees the same{' '}
          {problemCount === 1 ? 'problem' : `${problemCount} problems`}.
        </p>
      ) : null}
    </div>
  );
}
