import type { ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import './dialog.css';
import { useReturnFocus } from './use-return-focus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Wide dialogs hold editors and decoded tokens. */
  size?: 'md' | 'lg';
  /** While a change is being saved the dialog stays open (Escape, a click outside and × do nothing), so its outcome is seen. */
  busy?: boolean;
  /** Where focus starts (radix's default: the first focusable); call preventDefault and focus elsewhere to choose. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where focus goes on close (default: back to the opener); call preventDefault and focus elsewhere to choose. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** An accessible modal dialog (focus trapped, Escape closes, labelled by its title). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  busy = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog dialog-${size}`}
          onOpenAutoFocus={onOpenAutoFocus}
          // Escape in a search box that holds text is for the box (its owner clears it), not for the dialog.
          onEscapeKeyDown={(event) => {
            const target = event.target;
            if (target instanceof HTMLInputElement && target.type === 'search' && target.value !== '') event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (!event.defaultPrevented) returnFocus(event);
          }}
          // Without a description the dialog has none: repeating the title would be read twice.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="dialog-description" asChild>
              <div>{description}</div>
            </RadixDialog.Description>
          ) : null}
          {children}
          <RadixDialog.Close className="dialog-close" aria-label="Close" disabled={busy}>
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
