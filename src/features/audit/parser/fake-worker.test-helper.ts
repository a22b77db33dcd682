import type { FromParser } from './messages';

/** Stands in for the module worker: records what the page asked and lets the test post its answers. */
export class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<FromParser>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  asked: unknown[] = [];
  terminated = false;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(message: unknown) {
    this.asked.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(message: FromParser) {
    this.onmessage?.(new MessageEvent('message', { data: message }));
  }
}
