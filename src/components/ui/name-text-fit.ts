/*
 * A cut name's box ends where its text is cut: text-overflow drops the last glyph that does not fit whole, so the
 * ellipsis can end up to a glyph's width short of the box (a "W" in a heading: 25 px), and whatever follows the name
 * (a closing quote, a crumb's "/") would sit after that blank. Once a name is cut, its text box is narrowed to the
 * glyphs shown and the ellipsis; the box grows back when there is room again (its surroundings resize).
 *
 * One observer serves every cut name, so a page of them costs one extra layout per resize, not one per name: the
 * callback first lets every box take its share again, then reads them all, then narrows them all.
 */

interface Followed {
  outer: HTMLElement;
  inner: HTMLElement;
  onCut: (truncated: boolean) => void;
}

/** Each observed element: the names it is the text box or a surrounding of. */
const watchers = new Map<Element, Set<Followed>>();
let observer: ResizeObserver | null = null;

function observed(): ResizeObserver {
  observer ??= new ResizeObserver((entries) => {
    const due = new Set<Followed>();
    for (const entry of entries) for (const each of watchers.get(entry.target) ?? []) due.add(each);
    refit([...due]);
  });
  return observer;
}

/** Follows a cut name's box: calls `onCut` with whether its text is cut, now and after every resize. */
export function followCut(outer: HTMLElement, inner: HTMLElement, onCut: (truncated: boolean) => void): () => void {
  const followed: Followed = { outer, inner, onCut };
  // The text box, and what decides its share of the line: the element around the name and the one around that
  // (a crumb's item is as wide as its name; its list is as wide as the page).
  const targets = [inner, outer.parentElement, outer.parentElement?.parentElement].filter((each) => each != null);
  for (const target of targets) {
    let set = watchers.get(target);
    if (!set) {
      set = new Set();
      watchers.set(target, set);
      observed().observe(target);
    }
    set.add(followed);
  }
  refit([followed]);
  return () => {
    for (const target of targets) {
      const set = watchers.get(target);
      set?.delete(followed);
      if (set?.size === 0) {
        watchers.delete(target);
        observer?.unobserve(target);
      }
    }
    inner.style.maxWidth = '';
  };
}

function refit(names: readonly Followed[]) {
  // Writes, then reads, then writes: one layout for all of them.
  for (const { inner } of names) inner.style.maxWidth = '';
  const fits = names.map(({ inner }) => {
    const truncated = inner.scrollWidth > inner.clientWidth + 1;
    return { truncated, shown: truncated ? shownWidth(inner) : null };
  });
  names.forEach(({ inner, onCut }, index) => {
    const { truncated, shown } = fits[index]!;
    // Never wider than the box's own share: a glyph that did not fit there must not fit now.
    if (shown !== null && shown < inner.clientWidth) inner.style.maxWidth = `${shown}px`;
    onCut(truncated);
  });
}

const ellipsisWidths = new Map<string, number>();

function ellipsisWidth(font: string): number {
  let width = ellipsisWidths.get(font);
  if (width === undefined) {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return 0;
    context.font = font;
    width = context.measureText('…').width;
    ellipsisWidths.set(font, width);
  }
  return width;
}

/**
 * How wide the cut text is as shown: the longest run of its first characters that fits with the ellipsis, plus the
 * ellipsis (rounded up, so the same glyphs still fit). Null where that cannot be read: right-to-left text (its
 * ellipsis is on the left, by the opening quote), text in more than one node, or a DOM without layout.
 */
function shownWidth(inner: HTMLElement): number | null {
  const node = inner.firstChild;
  const style = getComputedStyle(inner);
  if (!(node instanceof Text) || node.nextSibling || style.direction !== 'ltr') return null;
  const range = document.createRange();
  // Where nothing is laid out (a test's DOM), there is nothing to fit.
  if (typeof range.getBoundingClientRect !== 'function') return null;
  const room = inner.clientWidth - ellipsisWidth(style.font);
  const widthUpTo = (end: number) => {
    range.setStart(node, 0);
    range.setEnd(node, end);
    return range.getBoundingClientRect().width;
  };
  // The longest prefix that fits: binary search over its length.
  let fits = 0;
  let over = node.length;
  while (over - fits > 1) {
    const middle = (fits + over) >> 1;
    if (widthUpTo(middle) <= room) fits = middle;
    else over = middle;
  }
  return Math.ceil(widthUpTo(fits) + inner.clientWidth - room) + 1;
}
