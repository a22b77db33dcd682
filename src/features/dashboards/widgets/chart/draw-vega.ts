import type { VegaRequest, VegaResponse } from './vega-messages';

type Pending = { resolve: (svg: string) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function chartWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./vega.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<VegaResponse>) => {
    const request = pending.get(event.data.id);
    pending.delete(event.data.id);
    if (!request) return;
    if ('svg' in event.data) request.resolve(event.data.svg);
    else request.reject(new Error(event.data.error));
  };
  // A worker that cannot start (or dies) fails the charts waiting on it with a reason; the next chart starts afresh.
  worker.onerror = (event) => {
    event.preventDefault();
    for (const request of pending.values()) request.reject(new Error('The chart renderer could not run.'));
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/**
 * SVG markup for a Vega or Vega-Lite spec at a size, drawn in a worker shared by every chart. Where there are no
 * workers (jsdom, in tests), it is drawn here, with the same code loaded on demand.
 */
export function drawVega(
  spec: Record<string, unknown>,
  width: number,
  height: number,
  scheme: VegaRequest['scheme'] = 'light',
): Promise<string> {
  // Only tests (jsdom) lack workers; the production build drops this branch, so vega is emitted once (in the worker).
  if (!import.meta.env.PROD && typeof Worker === 'undefined')
    return import('./vega-svg').then((module) => module.renderVegaSvg(spec, width, height, scheme));
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const request: VegaRequest = { id, spec, width, height, scheme };
    chartWorker().postMessage(request);
  });
}
