/**
 * `/preview#config=<base64url of the JSON>`: the config travels in the fragment, which browsers never send to a server.
 */
export function encodeConfigFragment(json: string): string {
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return `config=${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** The JSON text from a `#config=…` fragment; null when there is none, an Error when it cannot be decoded. */
export function decodeConfigFragment(hash: string): string | Error | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const value = new URLSearchParams(fragment).get('config');
  if (value === null) return null;
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new Error('The link’s #config= value is not valid base64url-encoded UTF-8.');
  }
}
