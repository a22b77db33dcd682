import type { ReactNode } from 'react';
import type { DashboardViewParams } from '../hooks/use-view-params';
import type { ParsedDashboardInput } from '../model/parse-dashboard-input';
import { DashboardView } from './dashboard-view';
import { ProblemsList } from './problems-list';
import { ShareLinkField } from './share-link-field';

const kindLabels = {
  config: 'DashboardConfig',
  dashboard: 'Dashboard record',
  workbook: 'Workbook',
  invalid: 'Not a dashboard',
} as const;

const WHERE = 'What is wrong, by its place in the input:';

interface Props {
  result: ParsedDashboardInput;
  shareUrl: string;
  view: DashboardViewParams;
  /** The page's own control before the dashboard's (a workbook's Published/Draft switch). */
  leading: ReactNode;
}

/**
 * What parsed JSON gives: a dashboard only where something valid can be drawn. When nothing can, the problems are
 * the page's content (no empty canvas, no "No layout warnings", no share link); when some widgets are left out, that
 * is said above the dashboard, they count with its layout warnings, and the share link says it carries the problems.
 */
export function ParsedPreview({ result, shareUrl, view, leading }: Props) {
  const { config, problems } = result;
  const drawable = config !== null && (config.kind === 'APP' || (config.widgets?.length ?? 0) > 0);
  const leftOut = problems.filter((problem) => problem.widgetLeftOut).length;
  return (
    <>
      <p className="preview-detected" role="status">
        Detected: {kindLabels[result.kind]}
        {result.source && result.kind !== 'config' ? ` — ${result.source}` : ''}
        {problems.length > 0 ? `, ${problems.length} validation problem${problems.length === 1 ? '' : 's'}` : ''}
      </p>
      {!drawable ? (
        problems.length > 0 ? (
          <ProblemsList
            problems={problems}
            title="Nothing to draw"
            summary={
              config === null
                ? `This input does not describe a dashboard. ${WHERE}`
                : `No widget can be placed, so no dashboard is drawn. ${WHERE}`
            }
          />
        ) : (
          <p className="preview-empty">This dashboard has no widgets, so there is nothing to draw.</p>
        )
      ) : (
        <>
          <ProblemsList
            problems={problems}
            title={
              leftOut > 0 ? `${leftOut} widget${leftOut === 1 ? '' : 's'} left out` : `Validation problems (${problems.length})`
            }
            summary={
              leftOut > 0
                ? `${leftOut === 1 ? 'It cannot' : 'They cannot'} be placed; the rest of the dashboard is drawn below. ${WHERE}`
                : 'Every widget is drawn; the values named here are ignored or replaced, as each says.'
            }
          />
          <ShareLinkField url={shareUrl} problemCount={problems.length} />
          <DashboardView
            config={config}
            reportSnapshots={result.reportSnapshots}
            {...view}
            problems={problems}
            leading={leading}
          />
        </>
      )}
    </>
  );
}
