import { useId } from 'react';
import { CopyButton } from '@/components/ui/copy-button';

/**
 * The preview's `#config=` link with a copy button, offered only for input that draws a dashboard: a link to JSON that
 * does not parse, or is not a dashboard, would only hand the same error on. Then it says why there is no link.
 */
export function ShareLinkField({ url, shareable }: { url: string; shareable: boolean }) {
  const id = useId();
  if (!shareable) {
    return (
      <p className="preview-share dash-muted" data-share="off">
        No share link yet: the input does not describe a dashboard. Fix the problem above, then press Preview.
      </p>
    );
  }
  return (
    <div className="preview-share">
      <label htmlFor={id}>Share link</label>
      <input id={id} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <CopyButton value={url} label="Copy share link" />
    </div>
  );
}
