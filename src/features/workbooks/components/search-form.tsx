import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';

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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="wb-search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} type="search" value={draft} placeholder={label} onChange={(event) => setDraft(event.target.value)} />
      <Button type="submit" size="sm">
        Search
      </Button>
    </form>
  );
}
