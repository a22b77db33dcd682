import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Plays the frame host's part for a SandboxedFrame in jsdom (which does not load the frame's page):
 * announces "ready" from the frame, and returns the HTML the console then posted to it.
 */
export function htmlDeliveredTo(frame: HTMLIFrameElement): string | undefined {
  const target = frame.contentWindow;
  if (!target) throw new Error('the iframe has no window (is it in the document?)');
  const post = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'switchboard:frame-ready' }, source: target }));
  });
  const message = post.mock.calls.at(-1)?.[0] as { type?: string; html?: string } | undefined;
  post.mockRestore();
  return message?.type === 'switchboard:render' ? message.html : undefined;
}
