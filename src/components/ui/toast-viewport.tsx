import { Toast as RadixToast } from 'radix-ui';
import type { ShownToast } from './toast';
import './toast.css';

/** The toasts on screen (a polite live region; errors are assertive). Loaded lazily by ToastProvider. */
export default function ToastViewport({ toasts, onDismiss }: { toasts: ShownToast[]; onDismiss: (id: number) => void }) {
  return (
    <RadixToast.Provider swipeDirection="right" duration={6000}>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={`toast toast-${toast.tone ?? 'info'}`}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => (open ? undefined : onDismiss(toast.id))}
        >
          <RadixToast.Title className="toast-title">{toast.title}</RadixToast.Title>
          {toast.description ? (
            <RadixToast.Description className="toast-description">{toast.description}</RadixToast.Description>
          ) : null}
          <RadixToast.Close className="toast-close" aria-label="Dismiss notification">
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast-viewport" label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}
