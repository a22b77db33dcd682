import type { FromNeutralizer, ToNeutralizer } from './messages';
import { neutralizedBlob } from './neutralized-blob';

// Rewrites a whole export (a year of events is tens of megabytes) character by character: seconds of work that, on
// the page's thread, froze the console until the file was ready.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToNeutralizer>) => void) | null;
  postMessage(message: FromNeutralizer): void;
};

scope.onmessage = (event) => {
  neutralizedBlob(event.data.body).then(
    (blob) => scope.postMessage({ type: 'done', blob }),
    (error: unknown) => scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
};
