import type { ReportSnapshot } from '@/api/schemas/dashboard';
import { SandboxedFrame } from '@/components/ui/sandboxed-frame';
import { useColorScheme, type ColorScheme } from '@/lib/use-color-scheme';
import { Deferred } from '../deferred';

/**
 * The report's HTML in the console's colour scheme: its page takes the scheme as a default of no specificity
 * (`:where(:root)`), so HTML that sets no colours of its own reads as the card around it (a dark page with light
 * text in the dark theme, not a white sheet), while HTML that chooses its own scheme or colours keeps them. The frame
 * is transparent when its page's scheme matches the console's, so the card shows through.
 */
export function withColorScheme(html: string, scheme: ColorScheme): string {
  return `${html}<style>:where(:root){color-scheme:${scheme}}</style>`;
}

/** HTML runs in an opaque-origin sandbox: scripts may run inside it, but it can reach neither this page nor the top window. */
export function HtmlReport({ snapshot, title }: { snapshot: ReportSnapshot; title: string }) {
  const scheme = useColorScheme();
  const html =
    typeof snapshot.spec === 'string' ? snapshot.spec : typeof snapshot.spec?.html === 'string' ? snapshot.spec.html : '';
  if (!html) return <p className="dash-muted">This HTML report is empty.</p>;
  return (
    <Deferred label={title}>
      <SandboxedFrame className="dash-iframe" title={`HTML report: ${title}`} html={withColorScheme(html, scheme)} />
    </Deferred>
  );
}
