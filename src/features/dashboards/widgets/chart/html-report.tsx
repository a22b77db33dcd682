import type { ReportSnapshot } from '@/api/schemas/dashboard';
import { SandboxedFrame } from '@/components/ui/sandboxed-frame';
import { Deferred } from '../deferred';

/**
 * HTML runs in an opaque-origin sandbox: scripts may run inside it, but it can reach neither this page nor the top window.
 * Its colours follow the platform's opt-in rule, untouched: a report that declares `color-scheme: light dark` (a meta
 * tag or CSS) follows the console's theme on a transparent frame; one that declares nothing is a light page, and in
 * the dark theme the browser paints it an opaque light canvas, so its own (usually dark) text stays readable.
 */
export function HtmlReport({ snapshot, title }: { snapshot: ReportSnapshot; title: string }) {
  const html =
    typeof snapshot.spec === 'string' ? snapshot.spec : typeof snapshot.spec?.html === 'string' ? snapshot.spec.html : '';
  if (!html) return <p className="dash-muted">This HTML report is empty.</p>;
  return (
    <Deferred label={title}>
      <SandboxedFrame className="dash-iframe" title={`HTML report: ${title}`} html={html} />
    </Deferred>
  );
}
