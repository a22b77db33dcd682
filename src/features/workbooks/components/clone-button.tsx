import { useId } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useCloneRefusal } from '../api/clone-workbook';

export interface CloneButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  deploymentId: string;
  workbook: { id: number; name: string };
  shared: boolean;
  onClone: () => void;
  /** The accessible name where "Clone" alone would be ambiguous (one button per table row). */
  label?: string;
  /** Where the reason goes when the service has refused: beside the button, or only to assistive tech (table rows). */
  reason: 'visible' | 'described';
}

/** Clone, or, once the service has refused this key, the same button disabled with the service's reason. */
export function CloneButton({ deploymentId, workbook, shared, onClone, label, reason, size, variant }: CloneButtonProps) {
  const noteId = useId();
  const refusal = useCloneRefusal(deploymentId, workbook.id, shared);
  const text = refusal ? `Clone is not available to this key: ${refusal}` : null;
  return (
    // Once refused, the wrapper (button and reason) takes focus back from the clone dialog the button opened.
    <span className="clone-button" tabIndex={text ? -1 : undefined} data-focus-fallback={text ? '' : undefined}>
      <Button
        size={size}
        variant={variant}
        onClick={onClone}
        disabled={refusal !== null}
        aria-label={label}
        aria-describedby={text ? noteId : undefined}
        title={text ?? undefined}
      >
        Clone
      </Button>
      {text ? (
        <span id={noteId} className={reason === 'visible' ? 'muted clone-refused' : 'visually-hidden'}>
          {text}
        </span>
      ) : null}
    </span>
  );
}
