import { decodeJwt, decodeProtectedHeader } from 'jose';

export type DecodedToken =
  { ok: true; header: Record<string, unknown>; claims: Record<string, unknown> } | { ok: false; message: string };

/** Decodes, never verifies: the browser has no business holding the signing secret. */
export function decodeToken(token: string): DecodedToken {
  try {
    return { ok: true, header: { ...decodeProtectedHeader(token) }, claims: { ...decodeJwt(token) } };
  } catch {
    return { ok: false, message: 'The token could not be decoded as a JWT; it is shown as the service sent it.' };
  }
}
