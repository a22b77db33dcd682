import { createServer, type Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts an http server and resolves with it and the port it actually got (port 0 = a free one). */
export function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
  port: number,
  host: string,
): Promise<{ server: Server; port: number }> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer((req, res) => void handler(req, res));
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise({ server, port: (server.address() as AddressInfo).port });
    });
  });
}

/** Closes cleanly on SIGINT/SIGTERM and exits 0. */
export function closeOnSignals(close: () => Promise<void> | void): void {
  let closing = false;
  const onSignal = () => {
    if (closing) return;
    closing = true;
    Promise.resolve(close()).then(
      () => process.exit(0),
      () => process.exit(0),
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((r) => {
    server.close(() => r());
    server.closeAllConnections();
  });
}
