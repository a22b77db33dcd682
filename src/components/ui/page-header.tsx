import type { ReactNode } from 'react';
import './page-header.css';

/** The page's heading, its document title (React 19 hoists <title>), and its actions. */
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
      <title>{`${documentTitle} · Switchboard`}</title>
      <div>
        <h1>{title}</h1>
        {description ? <div className="page-description">{description}</div> : null}
      </div>
      {actions ? <div className="page-actions">{actions}</div> : null}
    </header>
  );
}
