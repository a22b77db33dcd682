import type { ReactNode } from 'react';

/** A clearly labelled stand-in for something the preview does not draw. */
export function Placeholder({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="dash-placeholder">
      <p className="dash-placeholder-label">{label}</p>
      {children ? <div className="dash-placeholder-detail">{children}</div> : null}
    </div>
  );
}
