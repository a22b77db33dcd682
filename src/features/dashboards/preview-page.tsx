import { useId, useMemo, useRef, useState } from 'react';
import { RadioGroup } from 'radix-ui';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useEnumParam, useUpdateSearchParams } from '@/lib/url-state';
import { JsonErrorPanel } from './components/json-error-panel';
import { ParsedPreview } from './components/parsed-preview';
import { PreviewInput } from './components/preview-input';
import { useDashboardViewParams } from './hooks/use-view-params';
import { parseDashboardInput } from './model/parse-dashboard-input';
import { offsetAt, readJson, type TextPosition } from './model/read-json';
import { decodeConfigFragment, encodeConfigFragment } from './model/share-link';
import './preview-page.css';

/** `/preview`: paste, drop or open dashboard JSON and see it rendered; no sign-in, nothing sent anywhere. */
export default function PreviewPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const errorId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  // The `#config=` fragment is the applied input: opening a shared link and pressing Preview are the same thing.
  const fromLink = useMemo(() => decodeConfigFragment(location.hash), [location.hash]);
  const applied = typeof fromLink === 'string' ? fromLink : null;
  const [text, setText] = useState(() => applied ?? '');
  const view = useDashboardViewParams();
  const which = useEnumParam('dashboard', ['published', 'draft'], 'published');
  const updateParams = useUpdateSearchParams();

  function apply(next: string) {
    // Empty input is no input: the page goes back to its empty state rather than sharing an empty link.
    const hash = next.trim() ? `#${encodeConfigFragment(next)}` : '';
    void navigate({ pathname: location.pathname, search: location.search, hash }, { replace: true });
  }

  const reading = useMemo(() => (applied === null ? null : readJson(applied)), [applied]);
  const result = useMemo(
    () => (reading?.kind === 'value' ? parseDashboardInput(reading.value, { workbookDashboard: which }) : null),
    [reading, which],
  );
  const shareUrl = useMemo(
    () => (applied !== null ? `${window.location.origin}${location.pathname}#${encodeConfigFragment(applied)}` : ''),
    [applied, location.pathname],
  );

  /** The box may hold the applied text or an edit of it; either way the caret goes to that line and column. */
  function goTo(at: TextPosition) {
    const box = textarea.current;
    if (!box) return;
    const offset = offsetAt(box.value, at);
    box.focus();
    box.setSelectionRange(offset, offset);
  }

  return (
    <div className="preview-page">
      <PageHeader
        title="Dashboard preview"
        documentTitle="Dashboard preview"
        description="See a dashboard exactly as its layout says, at every breakpoint. Everything stays in this browser tab."
      />
      <PreviewInput
        text={text}
        onTextChange={setText}
        onApply={apply}
        textareaRef={textarea}
        errorId={reading?.kind === 'syntax-error' ? errorId : null}
      />
      {fromLink instanceof Error ? (
        <p role="alert" className="dash-widget-error">
          {fromLink.message}
        </p>
      ) : null}
      <section className="preview-result" aria-label="Preview">
        {/* Unseen: the page's outline reaches the widget titles (level 3) through a level 2, as on a workbook's page. */}
        <h2 className="visually-hidden">Preview</h2>
        {reading === null || reading.kind === 'empty' ? (
          fromLink instanceof Error ? null : (
            <p className="preview-empty">
              Nothing to preview yet. Paste a DashboardConfig, a Dashboard record or a Workbook (JSON) above, drop a .json file on
              the box, or choose a sample.
            </p>
          )
        ) : reading.kind === 'syntax-error' ? (
          <JsonErrorPanel error={reading.error} messageId={errorId} onGoTo={goTo} />
        ) : result ? (
          <ParsedPreview
            result={result}
            shareUrl={shareUrl}
            view={view}
            leading={
              result.workbookDashboards.length > 1 ? (
                <RadioGroup.Root
                  className="dash-segmented"
                  aria-label="Workbook dashboard"
                  orientation="horizontal"
                  value={which}
                  onValueChange={(next) => updateParams({ dashboard: next === 'published' ? null : next }, { replace: true })}
                >
                  <RadioGroup.Item value="published" className="dash-segment">
                    Published
                  </RadioGroup.Item>
                  <RadioGroup.Item value="draft" className="dash-segment">
                    Draft
                  </RadioGroup.Item>
                </RadioGroup.Root>
              ) : null
            }
          />
        ) : null}
      </section>
    </div>
  );
}
