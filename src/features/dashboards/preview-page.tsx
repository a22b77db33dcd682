import { useMemo, useState } from 'react';
import { RadioGroup } from 'radix-ui';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useEnumParam, useUpdateSearchParams } from '@/lib/url-state';
import { DashboardView } from './components/dashboard-view';
import { PreviewInput } from './components/preview-input';
import { ProblemsList } from './components/problems-list';
import { ShareLinkField } from './components/share-link-field';
import { useDashboardViewParams } from './hooks/use-view-params';
import { parseDashboardInput } from './model/parse-dashboard-input';
import { readJson } from './model/read-json';
import { decodeConfigFragment, encodeConfigFragment } from './model/share-link';
import './preview-page.css';

const kindLabels = {
  config: 'DashboardConfig',
  dashboard: 'Dashboard record',
  workbook: 'Workbook',
  invalid: 'Not a dashboard',
} as const;

/** `/preview`: paste, drop or open dashboard JSON and see it rendered; no sign-in, nothing sent anywhere. */
export default function PreviewPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // The `#config=` fragment is the applied input: opening a shared link and pressing Preview are the same thing.
  const fromLink = useMemo(() => decodeConfigFragment(location.hash), [location.hash]);
  const applied = typeof fromLink === 'string' ? fromLink : null;
  const [text, setText] = useState(() => applied ?? '');
  const view = useDashboardViewParams();
  const which = useEnumParam('dashboard', ['published', 'draft'], 'published');
  const updateParams = useUpdateSearchParams();

  function apply(next: string) {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: `#${encodeConfigFragment(next)}` },
      { replace: true },
    );
  }

  const result = useMemo(() => {
    if (applied === null) return null;
    const json = readJson(applied);
    if (json.problem)
      return {
        kind: 'invalid' as const,
        config: null,
        reportSnapshots: [],
        problems: [json.problem],
        source: '',
        workbookDashboards: [],
      };
    return parseDashboardInput(json.value, { workbookDashboard: which });
  }, [applied, which]);

  const shareUrl = useMemo(
    () => (applied !== null ? `${window.location.origin}${location.pathname}#${encodeConfigFragment(applied)}` : ''),
    [applied, location.pathname],
  );

  return (
    <div className="preview-page">
      <PageHeader
        title="Dashboard preview"
        documentTitle="Dashboard preview"
        description="See a dashboard exactly as its layout says, at every breakpoint. Everything stays in this browser tab."
      />
      <PreviewInput text={text} onTextChange={setText} onApply={apply} />
      {fromLink instanceof Error ? (
        <p role="alert" className="dash-widget-error">
          {fromLink.message}
        </p>
      ) : null}
      {result ? (
        <section className="preview-result" aria-label="Preview">
          <p className="preview-detected" role="status">
            Detected: {kindLabels[result.kind]}
            {result.source && result.kind !== 'config' ? ` — ${result.source}` : ''}
            {result.problems.length > 0
              ? `, ${result.problems.length} validation problem${result.problems.length === 1 ? '' : 's'}`
              : ''}
          </p>
          <ProblemsList problems={result.problems} />
          <ShareLinkField url={shareUrl} shareable={result.config !== null} />
          {result.config ? (
            <DashboardView
              config={result.config}
              reportSnapshots={result.reportSnapshots}
              {...view}
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
      ) : null}
    </div>
  );
}
