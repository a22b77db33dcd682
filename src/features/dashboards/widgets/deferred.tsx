import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';

/** Renders heavy content only once it is near the viewport, and shows a quiet placeholder while its chunk loads. */
export function Deferred({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const waiting = (
    <div className="dash-deferred" aria-busy="true">
      <span className="visually-hidden">Loading {label}…</span>
    </div>
  );
  return (
    <div ref={ref} className="dash-deferred-host">
      {near ? <Suspense fallback={waiting}>{children}</Suspense> : waiting}
    </div>
  );
}
