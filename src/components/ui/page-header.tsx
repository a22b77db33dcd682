import type { ReactNode } from 'react';
import './page-header.css';
import { stripBidiControls } from '@/lib/names';

/**
 * The page's heading, its document title (React 19 hoists <title>), and its actions. The title is stripped of bidi
 * controls here, once for every page: names in it come from the service (callers pass them through `titleName`) and
 * ids from the URL, and a control there would reorder the tab's text or show as a stray character.
 */
export function PageHeader({
  title,
  description,
  actions,
  documentTitle,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  documentTitle: string;
}) {
  return (
    <header className="page-header">
      <title>{stripBidiControls(`${documentTitle} · Switchboard`)}</title>
      <div>
        <h1>{title}</h1>
        {description ? <div className="page-description">{description}</div> : null}
      </div>
      {actions ? <div className="page-actions">{actions}</div> : null}
    </header>
  );
}
