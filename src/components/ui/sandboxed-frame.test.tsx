import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { htmlDeliveredTo } from '../../../test/support/sandboxed-frame';
import { SandboxedFrame } from './sandboxed-frame';

describe('SandboxedFrame', () => {
  it('frames the server’s frame host with scripts allowed and nothing else', () => {
    render(<SandboxedFrame html="<p>hi</p>" title="Report" />);
    const frame = screen.getByTitle('Report');
    expect(frame).toHaveAttribute('src', '/__switchboard/frame');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).not.toHaveAttribute('srcdoc');
  });

  it('hands the HTML only to its own frame, once it says it is ready', () => {
    render(<SandboxedFrame html="<script>alert(1)</script>" title="Report" />);
    const frame = screen.getByTitle<HTMLIFrameElement>('Report');
    expect(htmlDeliveredTo(frame)).toBe('<script>alert(1)</script>');
  });

  it('ignores a ready message from any other window', () => {
    render(<SandboxedFrame html="<p>secret-free</p>" title="Report" />);
    const frame = screen.getByTitle<HTMLIFrameElement>('Report');
    let posted = false;
    frame.contentWindow!.postMessage = () => {
      posted = true;
    };
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'switchboard:frame-ready' }, source: window }));
    expect(posted).toBe(false);
  });
});
