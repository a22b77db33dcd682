import { useId, useState } from 'react';

const numberFormat = new Intl.NumberFormat();

/** `text` split around case-insensitive matches of `query`: even entries are plain, odd entries are matches. */
function splitMatches(text: string, query: string): string[] {
  if (!query) return [text];
  const parts: string[] = [];
  const lower = text.toLowerCase();
  const needle = query.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    parts.push(text.slice(from, at), text.slice(at, at + needle.length));
    from = at + needle.length;
  }
  parts.push(text.slice(from));
  return parts;
}

/**
 * Pretty-printed attributes with a find box: matches are marked in place and counted. The text is rendered as
 * React text (never markup), so attribute values cannot run as script.
 */
export function JsonSearch({ text, label }: { text: string; label: string }) {
  const [query, setQuery] = useState('');
  const id = useId();
  const parts = splitMatches(text, query);
  const matches = (parts.length - 1) / 2;
  return (
    <>
      <div className="audit-json-find">
        <label htmlFor={`${id}-find`}>Find in attributes</label>
        <input
          id={`${id}-find`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={query}
          aria-describedby={`${id}-count`}
          onChange={(event) => setQuery(event.target.value)}
          // The dialog leaves Escape to a search box with text in it (see Dialog): the first Escape clears the box.
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query !== '') setQuery('');
          }}
        />
        <span id={`${id}-count`} className="muted" aria-live="polite">
          {query ? (matches === 1 ? '1 match' : `${numberFormat.format(matches)} matches`) : ''}
        </span>
      </div>
      {/* Long attributes scroll inside the box; a scroll box must be reachable by keyboard to be scrolled. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre className="audit-json" aria-label={label} role="region" tabIndex={0}>
        {parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part))}
      </pre>
    </>
  );
}
