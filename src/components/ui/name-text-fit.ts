/*
 * A cut name's box ends where its text is cut: text-overflow drops the last glyph that does not fit whole, so the
 * ellipsis can end up to a glyph's width short of the box (a "W" in a heading: 25 px), and whatever follows the name
 * (a closing quote, a crumb's "/") would sit after that blank. Once a name is cut, its text box is narrowed to the
 * glyphs shown and the ellipsis.
 *
 * All cut names are fitted together, before the next frame, so a page of them costs two layouts per change, not two
 * per name: every box first takes its share again, then all are read, then all narrowed, then their sizes noted.
 * A narrowed box follows its surroundings as they shrink (its own observed size changes) and, when the window
 * grows, all boxes take their share again. The observer never writes in its callback, nor observes anything but
 * the names' own boxes: either would resize what it observes within the frame (a "ResizeObserver loop" error).
 */

interface Followed {
  inner: HTMLElement;
  onCut: (truncated: boolean) => void;
}

/** Each followed name, by its text box (the element observed). */
const followed = new Map<Element, Followed>();
/** Each text box's size after the last fitting: a report of that size is the fitting's own doing. */
const fittedSizes = new WeakMap<Element, string>();
const sizeOf = (element: HTMLElement) => `${element.offsetWidth}x${element.offsetHeight}`;

let observer: ResizeObserver | null = null;
const due = new Set<Followed>();
let scheduled = false;

/**
 * Fits the due names together before the next frame: all names mounted or resized meanwhile in one batch. Never
 * sooner: a name may mount inside another observer's callback (a grid re-rendered to its new width), where a write
 * would be that same loop.
 */
function fitSoon(names: Iterable<Followed>) {
  for (const name of names) due.add(name);
  if (scheduled) return;
  scheduled = true;
  const run = () => {
    scheduled = false;
    const batch = [...due].filter((name) => name.inner.isConnected);
    due.clear();
    refit(batch);
  };
  // Where nothing is drawn (a test's DOM), as soon as the render is done.
  if (typeof requestAnimationFrame === 'undefined') queueMicrotask(run);
  else requestAnimationFrame(run);
}

const fitAll = () => fitSoon(followed.values());

function observed(): ResizeObserver {
  if (!observer) {
    observer = new ResizeObserver((entries) => {
      const resized: Followed[] = [];
      for (const { target } of entries) {
        const name = followed.get(target);
        if (name && fittedSizes.get(target) !== sizeOf(name.inner)) resized.push(name);
      }
      if (resized.length > 0) fitSoon(resized);
    });
    window.addEventListener('resize', fitAll);
  }
  return observer;
}

/** Follows a cut name's text box: calls `onCut` with whether its text is cut, once fitted and after every resize. */
export function followCut(inner: HTMLElement, onCut: (truncated: boolean) => void): () => void {
  const name: Followed = { inner, onCut };
  followed.set(inner, name);
  observed().observe(inner);
  fitSoon([name]);
  return () => {
    due.delete(name);
    followed.delete(inner);
    observer?.unobserve(inner);
    inner.style.maxWidth = '';
  };
}

function refit(names: readonly Followed[]) {
  if (names.length === 0) return;
  // Writes, then reads, then writes: one layout for all of them (and one more to note the sizes that left).
  for (const { inner } of names) inner.style.maxWidth = '';
  const fits = names.map(({ inner }) => {
    const box = inner.clientWidth;
    const truncated = inner.scrollWidth > box + 1;
    return { truncated, box, shown: truncated ? shownWidth(inner) : null };
  });
  names.forEach(({ inner }, index) => {
    const { box, shown } = fits[index]!;
    // Never wider than the box's own share: a glyph that did not fit there must not fit now.
    if (shown !== null && shown < box) inner.style.maxWidth = `${shown}px`;
  });
  for (const { inner } of names) fittedSizes.set(inner, sizeOf(inner));
  names.forEach(({ onCut }, index) => onCut(fits[index]!.truncated));
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
