import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useFilterShortcut } from '@/lib/use-filter-shortcut';

/** Typing stays local; Enter or "Search" puts the term in the URL. Remounted (keyed) when the URL's term changes. */
export function SearchForm({
  initial,
  label,
  id,
  onSearch,
}: {
  initial: string;
  label: string;
  id: string;
  onSearch: (q: string) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  useFilterShortcut(() => input.current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="wb-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        value={draft}
        placeholder={label}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" size="sm">
        Search
      </Button>
    </form>
  );
}
