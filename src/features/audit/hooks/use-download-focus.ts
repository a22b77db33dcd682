import { useEffect, useRef } from 'react';

/**
 * Where focus goes around a download started by a click: to its Cancel button while it is prepared (the download
 * button is disabled then, and a disabled button drops focus), and back to the download button when it ends.
 * Downloads not started here (no `follow()`) leave focus alone.
 */
export function useDownloadFocus(isPending: boolean) {
  const downloadButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const focusFollows = useRef(false);

  useEffect(() => {
    if (!focusFollows.current) return;
    if (isPending) cancelButton.current?.focus();
    else {
      focusFollows.current = false;
      const active = document.activeElement;
      if (!active || active === document.body) downloadButton.current?.focus();
    }
  }, [isPending]);

  return {
    downloadButton,
    cancelButton,
    follow: () => {
      focusFollows.current = true;
    },
  };
}
