import { useRef } from 'react';
import { useFilterShortcut } from '@/lib/use-filter-shortcut';
import { typeFilterValues, type TypeFilterValue } from '../lib/list-params';

const labels: Record<TypeFilterValue, string> = {
  all: 'All types',
  production: 'Production',
  staging: 'Staging',
  development: 'Development',
};

/** The environment type filter; its value lives in the URL (`?type=`). */
export function TypeFilter({ value, onChange }: { value: TypeFilterValue; onChange: (next: TypeFilterValue) => void }) {
  const select = useRef<HTMLSelectElement>(null);
  useFilterShortcut(() => select.current);
  return (
    <label className="env-filter">
      Type{' '}
      <select ref={select} value={value} onChange={(event) => onChange(event.target.value as TypeFilterValue)}>
        {typeFilterValues.map((type) => (
          <option key={type} value={type}>
            {labels[type]}
          </option>
        ))}
      </select>
    </label>
  );
}
