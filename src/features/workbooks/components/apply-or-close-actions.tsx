import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The footer of a dialog that applies one change: Cancel and the action until it is done, then only Close. Cancel is
 * off while the change is being sent, so the dialog never closes on a request still in flight.
 */
export function ApplyOrCloseActions({
  done,
  pending,
  onClose,
  children,
}: {
  done: boolean;
  pending: boolean;
  onClose: () => void;
  /** The primary action button, shown until the change is done. */
  children: ReactNode;
}) {
  return (
    <div className="dialog-actions">
      {done ? (
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      ) : (
        <>
          <Button disabled={pending} onClick={onClose}>
            Cancel
          </Button>
          {children}
        </>
      )}
    </div>
  );
}
