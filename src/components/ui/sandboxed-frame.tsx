import { useEffect, useRef, type CSSProperties } from 'react';

const FRAME_HOST_PATH = '/__switchboard/frame';

export interface SandboxedFrameProps {
  /** User HTML (an html report snapshot, an APP dashboard). It runs only inside the frame's opaque origin. */
  html: string;
  title: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * Shows user HTML in `sandbox="allow-scripts"` (no same-origin, no top navigation, no forms, no popups).
 * The frame loads the server's frame host, which has its own policy, and receives the HTML once by
 * postMessage: a `srcdoc` frame would inherit the console's policy and its scripts would never run.
 * A change of HTML remounts the frame, so old content never lingers.
 */
export function SandboxedFrame(props: SandboxedFrameProps) {
  return <FrameOnce key={props.html} {...props} />;
}

function FrameOnce({ html, title, className, style }: SandboxedFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const frame = ref.current?.contentWindow;
      if (!frame || event.source !== frame) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type !== 'switchboard:frame-ready') return;
      // The frame's origin is opaque ("null"), so '*' is the only target that reaches it; only this frame asked.
      frame.postMessage({ type: 'switchboard:render', html }, '*');
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [html]);
  return (
    <iframe
      ref={ref}
      src={FRAME_HOST_PATH}
      title={title}
      className={className}
      style={style}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      loading="lazy"
    />
  );
}
