import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BreakpointName, DashboardConfig, ReportSnapshot } from '@/api/schemas';
import {
  BreakpointPicker,
  openingBreakpoint,
  PositionsToggle,
  resolveGridSettings,
  ShowLayoutToggle,
  useDashboardViewParams,
  useWidthBeforeDrawing,
  widestBreakpoint,
  ZoomControl,
  type WidgetHighlight,
} from '@/features/dashboards';
import type { WidgetDifference } from '../model/widget-diff';
import { DashboardPane } from './dashboard-pane';
import { DifferenceList } from './difference-list';
import { useRevealDifference, type RevealPane } from './use-reveal-difference';
import { useScrollSync } from './use-scroll-sync';

export interface Side {
  /** The pane's heading, e.g. "Source: Quarterly revenue review". */
  title: ReactNode;
  /** The scroll box's accessible name, e.g. "Clone dashboard, published". */
  regionLabel: string;
  /** The canvas's accessible name. */
  label: string;
  config: DashboardConfig | null;
  snapshots: ReportSnapshot[];
  missing: string;
  /** Widgets to badge at the breakpoint shown (a widget moved at one breakpoint sits alike at the others). */
  highlights: (breakpoint: BreakpointName) => Record<string, WidgetHighlight>;
}

/** The differences listed under the panes. */
export interface SideDifferences {
  list: WidgetDifference[];
  heading: string;
  /** The two sides in a sentence, left first, e.g. "the source" and "the clone": what choosing one did is told so. */
  sideNames: [string, string];
}

/**
 * Two dashboards side by side (a clone and its source, or a draft and what is published): one set of controls, one
 * breakpoint and one scale for both (the smaller of their fits, so a widget sits at the same place in both panes),
 * scrolling in step, and below them the list of their differences: choosing one reveals its widget in both panes.
 * Until a breakpoint is picked, both show the one the left pane opens at (its widest, unless the pane is too narrow to
 * read it). The panes are measured before either dashboard is drawn, so on a phone both are laid out once, at that
 * breakpoint, not first at the widest.
 */
export function SideBySide({
  left,
  right,
  leading,
  differences,
}: {
  left: Side;
  right: Side;
  leading?: ReactNode;
  differences?: SideDifferences;
}) {
  const view = useDashboardViewParams();
  const sync = useScrollSync();
  const [fits, setFits] = useState<[number | null, number | null]>([null, null]);
  const onLeftFit = useCallback(
    (scale: number) => setFits((current) => (current[0] === scale ? current : [scale, current[1]])),
    [],
  );
  const onRightFit = useCallback(
    (scale: number) => setFits((current) => (current[1] === scale ? current : [current[0], scale])),
    [],
  );
  const known = fits.filter((fit): fit is number => fit !== null);
  const sharedFit = known.length > 0 ? Math.min(...known) : 1;
  const scale = view.zoom === 'actual' ? 1 : sharedFit;
  const anyConfig = left.config ?? right.config;
  const firstBox = useRef<HTMLElement | null>(null);
  const firstWidth = useWidthBeforeDrawing(firstBox);
  const [opensAt, setOpensAt] = useState<BreakpointName | null>(null);
  const settings = anyConfig ? resolveGridSettings(anyConfig) : null;
  const measuredOpensAt = settings && firstWidth ? openingBreakpoint(settings, firstWidth) : null;
  const shownOpensAt = opensAt ?? measuredOpensAt ?? (settings ? widestBreakpoint(settings) : 'lg');
  const paneView = { ...view, breakpoint: view.breakpoint ?? shownOpensAt };
  // Memoised on the sides' functions (stable per review), so the grids keep their highlights between renders.
  const { highlights: leftHighlightsAt } = left;
  const { highlights: rightHighlightsAt } = right;
  const leftHighlights = useMemo(() => leftHighlightsAt(paneView.breakpoint), [leftHighlightsAt, paneView.breakpoint]);
  const rightHighlights = useMemo(() => rightHighlightsAt(paneView.breakpoint), [rightHighlightsAt, paneView.breakpoint]);
  const { boxes, hold } = sync;
  const { config: leftConfig } = left;
  const { config: rightConfig } = right;
  const [leftName, rightName] = differences?.sideNames ?? ['the left dashboard', 'the right dashboard'];
  const panes = useCallback(
    (): [RevealPane, RevealPane] => [
      { box: boxes.current[0], config: leftConfig, name: leftName },
      { box: boxes.current[1], config: rightConfig, name: rightName },
    ],
    [boxes, leftConfig, leftName, rightConfig, rightName],
  );
  const revealer = useRevealDifference({ panes, breakpoint: paneView.breakpoint, beforeScroll: hold });

  const pane = (
    side: Side,
    highlights: Record<string, WidgetHighlight>,
    index: 0 | 1,
    onFit: (scale: number) => void,
    onOpensAt?: (bp: BreakpointName) => void,
  ) => (
    // A group, not a second landmark: the scroll box below is the pane's region (named for what it shows), and the
    // dashboard inside is named like this heading ("Source: …"), so a region here repeated it (axe: landmark-unique).
    <div role="group" className="wb-compare-pane" aria-labelledby={`wb-pane-${index}`}>
      <h2 id={`wb-pane-${index}`}>{side.title}</h2>
      <div
        role="region"
        className="wb-compare-scroll"
        ref={(node) => {
          sync.ref(index)(node);
          if (index === 0) firstBox.current = node;
        }}
        onScroll={() => sync.onScroll(index)}
        // A scroll box must be reachable by keyboard to be scrolled.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={side.regionLabel}
        data-scale={scale}
      >
        {firstWidth === null ? null : (
          <DashboardPane
            config={side.config}
            snapshots={side.snapshots}
            missing={side.missing}
            view={paneView}
            label={side.label}
            highlights={highlights}
            scale={scale}
            onFitScale={onFit}
            onOpensAt={onOpensAt}
            initialWidth={firstWidth || undefined}
          />
        )}
      </div>
    </div>
  );

  return (
    <>
      <div className="wb-controls dash-toolbar">
        {leading}
        <BreakpointPicker opensAt={shownOpensAt} />
        <ZoomControl fitScale={sharedFit} />
        <PositionsToggle />
        <ShowLayoutToggle />
      </div>
      <div className="wb-compare">
        {pane(left, leftHighlights, 0, onLeftFit, left.config ? setOpensAt : undefined)}
        {pane(right, rightHighlights, 1, onRightFit, left.config ? undefined : setOpensAt)}
      </div>
      {differences ? (
        <DifferenceList
          differences={differences.list}
          heading={differences.heading}
          onChoose={revealer.choose}
          status={revealer.status}
        />
      ) : null}
    </>
  );
}
