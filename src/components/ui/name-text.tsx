import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import './name-text.css';
import { followCut } from './name-text-fit';
import { cx } from '@/lib/cx';
import { isBlankName, stripBidiControls, UNNAMED } from '@/lib/names';

/**
 * Up to this many characters a name is plain inline text that may wrap anywhere (it never widens its box). Longer,
 * it is cut to one line. Only the cut form is an inline box, and browsers pad an inline box with spaces in
 * accessible names ("Clone “ Sales ”"), so ordinary names stay inline and read exactly.
 */
const INLINE_NAME_MAX = 64;

/** Elements that take focus themselves: a name inside one shows its full text when that element has focus. */
const FOCUSABLE_ANCESTOR = 'a[href], button, summary, label, [tabindex], [contenteditable="true"]';

/**
 * A name, title, e-mail or id from the service, shown so it can neither break nor spoof the page: isolated from
 * the text around it with its bidi controls removed, never making its box, a heading or a table grow (a short name
 * wraps where it must; a long one is cut with an ellipsis, its full text on hover (`title`) and on focus), and
 * "(unnamed)" when it has no visible characters. A cut name that sits in nothing focusable becomes focusable
 * itself, so keyboard users reach the full text too.
 */
export function NameText({
  value,
  className,
  measure = true,
  cut: alwaysCut = false,
}: {
  value: string | null | undefined;
  className?: string;
  /** Off where the surrounding element already carries the full text (a table cell's `title`, a row's button). */
  measure?: boolean;
  /** One line at any length, where a wrapped name would make its box grow (a breadcrumb). */
  cut?: boolean;
}) {
  const blank = isBlankName(value);
  const text = blank ? UNNAMED : stripBidiControls(value ?? '');
  const cut = alwaysCut || Array.from(text).length > INLINE_NAME_MAX;
  const ref = useRef<HTMLElement>(null);
  const { truncated, standalone } = useTruncated(ref, text, measure && cut);
  const needsOwnFocus = truncated && standalone;
  if (!cut) {
    return (
      <bdi className={cx('name-text', blank && 'name-text-unnamed', className)}>
        <span>{text}</span>
      </bdi>
    );
  }
  return (
    <bdi
      ref={ref}
      className={cx('name-text', 'name-text-cut', className)}
      title={truncated ? text : undefined}
      // Focusable only when cut and not inside a focusable element: then focus is the keyboard's way to read it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={needsOwnFocus ? 0 : undefined}
    >
      <span>{text}</span>
    </bdi>
  );
}

/** Whether the text is cut by its box (followed as the box resizes), and whether it sits in nothing focusable. */
function useTruncated(
  ref: RefObject<HTMLElement | null>,
  text: string,
  measure: boolean,
): { truncated: boolean; standalone: boolean } {
  const [state, setState] = useState({ truncated: false, standalone: true });
  useLayoutEffect(() => {
    const outer = ref.current;
    const inner = outer?.firstElementChild;
    if (!measure || !outer || !(inner instanceof HTMLElement)) return;
    const standalone = !outer.parentElement?.closest(FOCUSABLE_ANCESTOR);
    return followCut(inner, (truncated) =>
      setState((old) => (old.truncated === truncated && old.standalone === standalone ? old : { truncated, standalone })),
    );
  }, [ref, text, measure]);
  return state;
}
