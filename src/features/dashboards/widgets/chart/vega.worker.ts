// Draws charts off the main thread: vega, its compiled specs and its scenegraphs live here, never in the page's heap,
// so the page's own garbage collections (and with them its layout updates) do not pay for them.
import { renderVegaSvg } from './vega-svg';
import type { VegaRequest, VegaResponse } from './vega-messages';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<VegaRequest>) => void) | null;
  postMessage(message: VegaResponse): void;
};

scope.onmessage = (event) => {
  const { id, spec, width, height, scheme } = event.data;
  renderVegaSvg(spec, width, height, scheme).then(
    (svg) => scope.postMessage({ id, svg }),
    (reason: unknown) => scope.postMessage({ id, error: reason instanceof Error ? reason.message : String(reason) }),
  );
};
