import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BreakpointName, DashboardConfig } from '@/api/schemas';
import { clearOutline, followReveal, tabsAreOpen, tabsToOpen, walkWidgets, type Revealed } from '@/features/dashboards';
import { plainName } from '@/lib/names';
import { useUpdateSearchParams } from '@/lib/url-state';
import type { WidgetDifference } from '../model/widget-diff';

/** One of the two panes a difference is revealed in. */
export interface RevealPane {
  /** The pane's scroll box (its dashboard is drawn inside). */
  box: HTMLElement | null;
  config: DashboardConfig | null;
  /** How the pane is called in a sentence: “the source”, “the draft”. */
  name: string;
}

type Outcome = 'shown' | 'container' | 'not-drawn' | 'absent';

/** Each widget's container, for `revealWidget` (which shows the nearest drawn one when the widget is not drawn). */
function containersOf(config: DashboardConfig): Map<string, string> {
  const parents = new Map<string, string>();
  walkWidgets(config, ({ widget, parentId }) => {
    if (parentId !== null && !parents.has(widget.id)) parents.set(widget.id, parentId);
  });
  return parents;
}

function hasWidget(config: DashboardConfig | null, widgetId: string): boolean {
  let found = false;
  if (config) walkWidgets(config, ({ widget }) => (found ||= widget.id === widgetId));
  return found;
}

function outcomeOf(revealed: Revealed | null): Outcome {
  if (!revealed) return 'not-drawn';
  return revealed.exact ? 'shown' : 'container';
}

/** What choosing a difference did, for the live region: where it is shown, and where it could not be. */
function revealStatus(name: string, breakpoint: BreakpointName, outcomes: [string, Outcome][]): string {
  const quoted = `“${plainName(name)}”`;
  const where = (kind: Outcome) => outcomes.filter(([, outcome]) => outcome === kind).map(([pane]) => pane);
  const parts: string[] = [];
  const shown = where('shown');
  if (shown.length > 0) parts.push(`Showing ${quoted} in ${shown.join(' and ')}.`);
  for (const pane of where('container'))
    parts.push(`${quoted} is not drawn in ${pane} at ${breakpoint}; the container holding it is outlined.`);
  for (const pane of where('not-drawn')) parts.push(`${quoted} is not drawn in ${pane} at ${breakpoint}.`);
  const absent = where('absent');
  if (absent.length > 0 && absent.length < outcomes.length) parts.push(`It is not in ${absent.join(' or ')}.`);
  return parts.join(' ');
}

/**
 * Choosing a difference reveals its widget in both panes, as choosing a layout warning does in one dashboard: the
 * tabs holding it are opened, each pane scrolls to it and outlines it, and focus goes to it in the second pane (the
 * clone, the draft), or in the first when only that one has it. A pane without the widget is left where it is. What
 * happened is said in `status`, for a polite live region: above all where the widget is not drawn.
 */
export function useRevealDifference({
  panes,
  breakpoint,
  beforeScroll,
}: {
  /** Read when a difference is chosen: the boxes are those drawn then. */
  panes: () => [RevealPane, RevealPane];
  breakpoint: BreakpointName;
  /** Called before a pane is scrolled (the panes otherwise scroll in step). */
  beforeScroll: () => void;
}) {
  const [params] = useSearchParams();
  const updateParams = useUpdateSearchParams();
  const [status, setStatus] = useState('');
  const waiting = useRef<{ difference: WidgetDifference; tabs: Record<string, string | null> } | null>(null);
  const cancels = useRef<(() => void)[]>([]);
  const chosen = useRef(0);

  const stop = useCallback(() => {
    for (const cancel of cancels.current) cancel();
    cancels.current = [];
  }, []);

  const reveal = useCallback(
    (difference: WidgetDifference) => {
      const run = chosen.current;
      const { widgetId } = difference;
      const sides = panes();
      const present = sides.map((pane) => hasWidget(pane.config, widgetId));
      const focusIn = present[1] ? 1 : 0;
      const settling = sides.map((pane, index): Promise<Outcome> => {
        if (!present[index]) {
          clearOutline(pane.box);
          return Promise.resolve('absent');
        }
        if (!pane.box || !pane.config) return Promise.resolve('not-drawn');
        const shown = followReveal(pane.box, widgetId, containersOf(pane.config), { focus: index === focusIn, beforeScroll });
        cancels.current.push(shown.cancel);
        return shown.settled.then(outcomeOf);
      });
      void Promise.all(settling).then((outcomes) => {
        if (chosen.current !== run) return;
        cancels.current = [];
        setStatus(
          revealStatus(
            difference.name,
            breakpoint,
            outcomes.map((outcome, index) => [sides[index]!.name, outcome]),
          ),
        );
      });
    },
    [panes, breakpoint, beforeScroll],
  );

  // The tabs holding the widget open with the URL: it is revealed once they are drawn.
  useEffect(() => {
    const request = waiting.current;
    if (!request || !tabsAreOpen(request.tabs, params)) return;
    waiting.current = null;
    reveal(request.difference);
  }, [params, reveal]);

  useEffect(() => stop, [stop]);

  const choose = useCallback(
    (difference: WidgetDifference) => {
      stop();
      chosen.current += 1;
      // Cleared first, so the same outcome chosen twice is announced again.
      setStatus('');
      const tabs = Object.assign({}, ...panes().map((pane) => tabsToOpen(pane.config, difference.widgetId))) as Record<
        string,
        string | null
      >;
      if (tabsAreOpen(tabs, params)) {
        reveal(difference);
        return;
      }
      waiting.current = { difference, tabs };
      updateParams(tabs, { replace: true });
    },
    [panes, params, reveal, stop, updateParams],
  );

  return { choose, status };
}
