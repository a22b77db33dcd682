import { useMemo } from 'react';
import type { DashboardConfig } from '@/api/schemas/dashboard';
import { SandboxedFrame } from '@/components/ui/sandboxed-frame';
import { appDocument } from './app-document';

const MAX_ENTRY_LENGTH = 255;

/**
 * An APP dashboard: the app's HTML, with its own files delivered inside it, in an opaque-origin sandbox
 * (`allow-scripts` only: no same-origin, no top navigation, no forms or popups), with its manifest beside it.
 */
export function AppDashboard({ config, label, height }: { config: DashboardConfig; label: string; height: number }) {
  const app = config.app ?? null;
  const entry = app?.entry ?? null;
  const entryTooLong = entry !== null && entry.length > MAX_ENTRY_LENGTH;
  const files = app?.files ?? {};
  const entryPath = entry && !entryTooLong ? entry : 'index.html';
  const entryHtml = app?.html ?? files[entryPath] ?? files['index.html'];
  // The app's scripts and styles travel inside its document: the frame may not fetch anything.
  const html = useMemo(
    () => (entryHtml === undefined ? undefined : appDocument(entryHtml, entryPath, app?.files ?? {})),
    [entryHtml, entryPath, app?.files],
  );
  const manifest = app?.manifest ?? null;
  const dependencies = Object.entries(manifest?.dependencies ?? {});
  const title = config.title?.trim() || 'App dashboard';
  return (
    <div className="dash-app" role="region" aria-label={label} data-dashboard-canvas="" data-dashboard-kind="APP">
      <div className="dash-app-frame">
        {html ? (
          <SandboxedFrame className="dash-app-iframe" title={`App: ${title}`} html={html} style={{ height }} />
        ) : (
          <p className="dash-placeholder">
            This app has no HTML to show{entry && !entryTooLong ? ` (no file named “${entry}”)` : ''}.
          </p>
        )}
      </div>
      <aside className="dash-app-manifest" aria-label="App manifest">
        <h3>Manifest</h3>
        <dl>
          <dt>Entry</dt>
          <dd>
            {entryTooLong ? (
              <span role="alert" className="dash-widget-error">
                The entry is {entry.length} characters long; at most {MAX_ENTRY_LENGTH} are allowed.
              </span>
            ) : (
              (entry ?? (app?.html ? 'inline html' : 'not given'))
            )}
          </dd>
          <dt>Version</dt>
          <dd>{manifest?.version ?? 'not given'}</dd>
          <dt>Files</dt>
          <dd>{Object.keys(files).length > 0 ? Object.keys(files).join(', ') : 'none'}</dd>
        </dl>
        <h4>Dependencies</h4>
        {dependencies.length > 0 ? (
          <ul>
            {dependencies.map(([name, version]) => (
              <li key={name}>
                {name} <span className="dash-muted">{version}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="dash-muted">None</p>
        )}
      </aside>
    </div>
  );
}
