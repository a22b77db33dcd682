import { createServer, type Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

/** Starts an http server and resolves with it and the port it actually got (port 0 = a free one). */
export function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
  port: number,
  host: string,
): Promise<{ server: Server; port: number }> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer((req, res) => void handler(req, res));
    server.on('clientError', refuseMalformedRequest);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise({ server, port: (server.address() as AddressInfo).port });
    });
  });
}

/**
 * Node answers an unparsable request (headers over 16 KB, a broken request line) with a bare status; this answers
 * it as every other refusal is answered, a JSON `{error}`, then closes the connection.
 */
function refuseMalformedRequest(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are larger than the server accepts (16 KB)']
      : [400, 'Bad Request', 'The request is not valid HTTP'];
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `x-content-type-options: nosniff\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** How long requests in flight may take to finish once a shutdown starts. */
const GRACE_MS = 3_000;

/**
 * Closes cleanly on SIGINT/SIGTERM and exits 0; a second signal exits at once (a person pressing Ctrl-C twice).
 * The process is the server itself (`node dist-server/server/main.js`), so a signal never leaves a child running.
 */
export function closeOnSignals(close: () => Promise<void> | void): void {
  let closing = false;
  const onSignal = () => {
    if (closing) process.exit(1);
    closing = true;
    Promise.resolve(close()).then(
      () => process.exit(0),
      () => process.exit(0),
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** Stops accepting connections, lets requests in flight finish (up to 3 s), closes idle keep-alive sockets. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((r) => {
    server.close(() => r());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), GRACE_MS).unref();
  });
}
