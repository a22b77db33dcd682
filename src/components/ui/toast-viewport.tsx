import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import type { ShownToast } from './toast';
import './toast.css';

/** The toasts on screen (a polite live region; errors are assertive). Loaded lazily by ToastProvider. */
export default function ToastViewport({ toasts, onDismiss }: { toasts: ShownToast[]; onDismiss: (id: number) => void }) {
  const viewport = useRef<HTMLOListElement>(null);
  useToastStackHeight(viewport);
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
      <RadixToast.Viewport ref={viewport} className="toast-viewport" label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}

/**
 * Publishes the height of the toast stack as `--toast-stack-height` on the root element while toasts show, so an open
 * dialog can sit above the stack (dialog.css) instead of under it: a toast never covers a dialog's links and buttons.
 */
function useToastStackHeight(viewport: RefObject<HTMLOListElement | null>) {
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--toast-stack-height', `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-stack-height');
    };
  }, [viewport]);
}
