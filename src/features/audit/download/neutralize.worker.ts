import type { FromNeutralizer, ToNeutralizer } from './messages';
import { neutralizedBlob } from './neutralized-blob';

// Rewrites a whole export (a year of events is tens of megabytes) character by character: seconds of work that, on
// the page's thread, froze the console until the file was ready.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToNeutralizer>) => void) | null;
  postMessage(message: FromNeutralizer): void;
};

// Often enough for the button's count to move, rarely enough not to wake the page per chunk.
const PROGRESS_MS = 250;

scope.onmessage = (event) => {
  let lastProgress = 0;
  const onBytes = (bytes: number) => {
    const now = performance.now();
    if (now - lastProgress < PROGRESS_MS) return;
    lastProgress = now;
    scope.postMessage({ type: 'progress', bytes });
  };
  neutralizedBlob(event.data.body, onBytes).then(
    (blob) => scope.postMessage({ type: 'done', blob }),
    (error: unknown) => scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
};
