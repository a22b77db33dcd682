import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: 'success' | 'error' | 'info';
}

interface ShownToast extends ToastMessage {
  id: number;
}

const ToastContext = createContext<((message: ToastMessage) => void) | null>(null);

let nextId = 1;

/** Toasts announce the outcome of an action; errors also stay beside the control that failed. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback((message: ToastMessage) => {
    setToasts((current) => [...current.slice(-4), { ...message, id: nextId++ }]);
  }, []);
  const dismiss = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={show}>
      <RadixToast.Provider swipeDirection="right" duration={6000}>
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            className={`toast toast-${toast.tone ?? 'info'}`}
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => (open ? undefined : dismiss(toast.id))}
          >
            <RadixToast.Title className="toast-title">{toast.title}</RadixToast.Title>
            {toast.description ? <RadixToast.Description className="toast-description">{toast.description}</RadixToast.Description> : null}
            <RadixToast.Close className="toast-close" aria-label="Dismiss notification">
              ×
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="toast-viewport" label="Notifications ({hotkey})" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): (message: ToastMessage) => void {
  const show = useContext(ToastContext);
  return useMemo(() => show ?? (() => undefined), [show]);
}
