const OUTLINED = 'data-outlined';

/**
 * Scrolls a dashboard to a widget and outlines it (a layout warning was chosen). A widget not drawn right now (in a
 * tab that is not open) is shown through the nearest container around it that is. Focus moves to it, so keyboard and
 * screen reader users land where they were sent.
 */
export function revealWidget(root: HTMLElement | null, widgetId: string, parents: ReadonlyMap<string, string>): void {
  if (!root) return;
  let id: string | undefined = widgetId;
  let target: HTMLElement | null = null;
  while (id !== undefined && !target) {
    target = root.querySelector<HTMLElement>(`[data-widget-id="${CSS.escape(id)}"]`);
    id = parents.get(id);
  }
  if (!target) return;
  // The attribute is set here, not by React: outlining one widget must not re-render the grid's items.
  for (const previous of root.querySelectorAll(`[${OUTLINED}]`)) previous.removeAttribute(OUTLINED);
  target.setAttribute(OUTLINED, '');
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView({ block: 'center', inline: 'nearest' });
  target.focus({ preventScroll: true });
}
