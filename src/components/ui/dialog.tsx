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
}

/** An accessible modal dialog (focus trapped, Escape closes, labelled by its title). */
export function Dialog({ open, onOpenChange, title, description, children, size = 'md' }: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog dialog-${size}`}
          aria-describedby={description ? undefined : undefined}
          onCloseAutoFocus={returnFocus}
        >
          <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="dialog-description" asChild>
              <div>{description}</div>
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close className="dialog-close" aria-label="Close">
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
