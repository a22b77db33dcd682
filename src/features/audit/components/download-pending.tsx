import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { isAbortError } from '@/lib/is-abort-error';

/** The toasts both downloads end with: saved, cancelled (nothing saved), or failed with `describe`'s words. */
export function useDownloadOutcome(describe: (error: unknown) => string) {
  const toast = useToast();
  return {
    saved: (fileName: string) => toast({ title: 'Download ready', description: fileName, tone: 'success' }),
    failed: (error: unknown) =>
      isAbortError(error)
        ? toast({ title: 'Download cancelled', description: 'No file was saved.', tone: 'info' })
        : toast({ title: 'The download failed', description: describe(error), tone: 'error' }),
  };
}

/** Beside a download's button while it is prepared: its Cancel button, and a start said once to screen readers. */
export function DownloadPending({
  pending,
  cancelRef,
  onCancel,
}: {
  pending: boolean;
  cancelRef: Ref<HTMLButtonElement>;
  onCancel: () => void;
}) {
  return (
    <>
      {pending ? (
        <Button ref={cancelRef} variant="ghost" onClick={onCancel}>
          Cancel download
        </Button>
      ) : null}
      {/* Said once at the start; the label's count is not announced (it would talk every slice). */}
      <span className="visually-hidden" aria-live="polite">
        {pending ? 'Preparing the CSV download' : ''}
      </span>
    </>
  );
}
