import { Suspense, type ReactNode } from 'react';

/** Heavy content in its own chunk: a quiet placeholder while the chunk loads (the frame already waits for the viewport). */
export function Deferred({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="dash-deferred-host">
      <Suspense
        fallback={
          <div className="dash-deferred" aria-busy="true">
            <span className="visually-hidden">Loading {label}…</span>
          </div>
        }
      >
        {children}
      </Suspense>
    </div>
  );
}
