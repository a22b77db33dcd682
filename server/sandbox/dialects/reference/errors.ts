/**
 * The published document has no error schema. Real accounts answer errors in more than one way, so the reference
 * dialect does too, deterministically by status, so that the console's error reading meets every form:
 * - 400, 409, 422: JSON `{ "error": "<message>" }` (the form the spec documents);
 * - 401, 403, 429 and 5xx: plain text, the message alone;
 * - 404 and 405: an HTML page (as a gateway or a web server answers), the message in its body.
 */
export type ErrorForm = 'json' | 'text' | 'html';

export function errorFormFor(status: number): ErrorForm {
  if (status === 404 || status === 405) return 'html';
  if (status === 400 || status === 409 || status === 422) return 'json';
  return 'text';
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function referenceErrorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  const form = errorFormFor(status);
  if (form === 'json')
    return new Response(JSON.stringify({ error: message }), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    });
  if (form === 'text')
    return new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
  const title = `${status} ${REASONS[status] ?? 'Error'}`;
  const page = `<!DOCTYPE html>\n<html><head><title>${title}</title></head><body><center><h1>${title}</h1></center><p>${escapeHtml(message)}</p><hr><center>sandbox</center></body></html>\n`;
  return new Response(page, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
}
