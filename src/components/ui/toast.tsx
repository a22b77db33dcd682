import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: 'success' | 'error' | 'info';
  /** A toast with the same key replaces the one on screen (one control's latest outcome), instead of stacking. */
  key?: string;
}

export interface ShownToast extends ToastMessage {
  id: number;
}

const ToastContext = createContext<((message: ToastMessage) => void) | null>(null);

// Radix Toast loads with the first toast, not with the first page: it is not needed before anything happened.
const ToastViewport = lazy(() => import('./toast-viewport'));

let nextId = 1;

/** Toasts announce the outcome of an action; errors also stay beside the control that failed. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback((message: ToastMessage) => {
    setToasts((current) => [
      ...current.filter((toast) => message.key === undefined || toast.key !== message.key).slice(-4),
      { ...message, id: nextId++ },
    ]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toasts.length > 0 ? (
        // If the toasts' code cannot load (offline), the page stays: every error is also shown beside its control.
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ToastViewport toasts={toasts} onDismiss={dismiss} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): (message: ToastMessage) => void {
  const show = useContext(ToastContext);
  return useMemo(() => show ?? (() => undefined), [show]);
}
