import type { DashboardConfig } from '@/api/schemas/dashboard';
import { tabParamName } from '../hooks/use-tab-param';
import { readContainer } from '../model/container-model';
import { walkWidgets, type WidgetVisit } from '../model/walk-widgets';

const OUTLINED = 'data-outlined';

/** What `revealWidget` showed: the widget itself (`exact`), or the nearest container around it that is drawn. */
export interface Revealed {
  element: HTMLElement;
  exact: boolean;
  /**
   * The container shown has no card yet (cards are drawn as they near the screen): the widget, or a container nearer
   * to it, comes into the page when it is. False where its card is drawn and still does not hold the widget.
   */
  drawing: boolean;
}

/**
 * Scrolls a dashboard to a widget and outlines it (a layout warning or a difference was chosen). A widget not drawn
 * right now (in a tab that is not open, or in a card not drawn yet) is shown through the nearest container around it
 * that is. Focus moves to it, so keyboard and screen reader users land where they were sent (`focus: false` where
 * another dashboard beside it takes the focus).
 */
function revealWidget(
  root: HTMLElement | null,
  widgetId: string,
  parents: ReadonlyMap<string, string>,
  { focus = true }: { focus?: boolean } = {},
): Revealed | null {
  const found = drawnWidget(root, widgetId, parents);
  if (!root || !found) return null;
  const target = found.element;
  // The attribute is set here, not by React: outlining one widget must not re-render the grid's items.
  clearOutline(root);
  target.setAttribute(OUTLINED, '');
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView({ block: 'center', inline: 'nearest' });
  if (focus) target.focus({ preventScroll: true });
  return found;
}

/** Where `revealWidget` would go, without going there: the widget's element, else its nearest drawn container's. */
function drawnWidget(root: HTMLElement | null, widgetId: string, parents: ReadonlyMap<string, string>): Revealed | null {
  if (!root) return null;
  // A repeated id can make a loop of holders: each is looked for once.
  const seen = new Set<string>();
  for (let id: string | undefined = widgetId; id !== undefined && !seen.has(id); id = parents.get(id)) {
    seen.add(id);
    const element = root.querySelector<HTMLElement>(`[data-widget-id="${CSS.escape(id)}"]`);
    if (element) {
      const exact = id === widgetId;
      return { element, exact, drawing: !exact && element.querySelector('.dash-card') === null };
    }
  }
  return null;
}

/** Takes the outline off whatever widget in `root` was revealed last. */
export function clearOutline(root: HTMLElement | null): void {
  for (const previous of root?.querySelectorAll(`[${OUTLINED}]`) ?? []) previous.removeAttribute(OUTLINED);
}

/**
 * The URL parameters that open every tab around a widget (each tabs container's `?tab_<id>=`, null for its first tab,
 * as choosing that tab leaves it), so revealing it shows the widget itself rather than its container. Empty for a
 * widget in no tab, or not in the config.
 */
export function tabsToOpen(config: DashboardConfig | null, widgetId: string): Record<string, string | null> {
  const visits = new Map<string, WidgetVisit>();
  if (config) walkWidgets(config, (visit) => visits.set(visit.widget.id, visits.get(visit.widget.id) ?? visit));
  const params: Record<string, string | null> = {};
  let visit = visits.get(widgetId);
  // Parents come before children in the walk, so a chain of holders always ends (a repeated id keeps its first place).
  while (visit?.parentId) {
    const container = visits.get(visit.parentId);
    if (!container || container.depth >= visit.depth) break;
    if (visit.tabId !== null) {
      const first = readContainer(container.widget).tabs[0]?.id;
      params[tabParamName(visit.parentId)] = visit.tabId === first ? null : visit.tabId;
    }
    visit = container;
  }
  return params;
}

/** Whether the URL already has every tab `tabsToOpen` named open. */
export function tabsAreOpen(tabs: Record<string, string | null>, params: URLSearchParams): boolean {
  return Object.entries(tabs).every(([name, tab]) => params.get(name) === tab);
}

/**
 * How long a dashboard may go on drawing without coming closer to the widget before it is said not to be drawn: a
 * safety net (a container whose card never comes, as in a pane that is not on screen). Cards are drawn as they near the
 * screen, so a widget inside a container far down comes into the page only after that container's card is drawn (a
 * nested one after each level in turn); once a container's card is drawn without it, the reveal is done at once.
 */
const DRAWING_GRACE_MS = 10_000;

/**
 * `revealWidget`, and where only a container around the widget is drawn yet, follows the dashboard's drawing (the
 * container's cards come as it nears the screen) until the widget itself is there, or until it stops coming closer.
 * `beforeScroll` runs before each scroll (a pane that scrolls in step with another holds that meanwhile).
 */
export function followReveal(
  box: HTMLElement,
  widgetId: string,
  parents: ReadonlyMap<string, string>,
  { focus = true, beforeScroll = () => {} }: { focus?: boolean; beforeScroll?: () => void } = {},
): { settled: Promise<Revealed | null>; cancel: () => void } {
  beforeScroll();
  let shown = revealWidget(box, widgetId, parents, { focus });
  if (!shown?.drawing) return { settled: Promise.resolve(shown), cancel: () => {} };
  let finish = () => {};
  const settled = new Promise<Revealed | null>((resolve) => {
    let timer = setTimeout(() => finish(), DRAWING_GRACE_MS);
    const observer = new MutationObserver(() => {
      const nearer = drawnWidget(box, widgetId, parents);
      if (!nearer) return;
      if (nearer.element === shown?.element) {
        shown = nearer;
      } else {
        beforeScroll();
        shown = revealWidget(box, widgetId, parents, { focus });
        clearTimeout(timer);
        timer = setTimeout(() => finish(), DRAWING_GRACE_MS);
      }
      if (!shown?.drawing) finish();
    });
    observer.observe(box, { childList: true, subtree: true });
    finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(shown);
    };
  });
  return { settled, cancel: () => finish() };
}
