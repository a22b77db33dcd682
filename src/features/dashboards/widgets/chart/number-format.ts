export interface ColumnFormat {
  type: 'currency' | 'percent' | 'number';
  decimalPlaces?: number | null;
}

// Creating an Intl.NumberFormat is far dearer than using one: keep them.
const cache = new Map<string, Intl.NumberFormat>();
const plain = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** Formats a value the way a report's column format says; non-numbers are shown as they are. */
export function formatValue(value: unknown, format: ColumnFormat | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'number' || !Number.isFinite(value))
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  if (!format) return plain.format(value);
  const digits =
    typeof format.decimalPlaces === 'number' && format.decimalPlaces >= 0 && format.decimalPlaces <= 20
      ? format.decimalPlaces
      : undefined;
  const key = `${format.type}:${digits ?? ''}`;
  let formatter = cache.get(key);
  if (!formatter) {
    const options: Intl.NumberFormatOptions = { minimumFractionDigits: digits, maximumFractionDigits: digits ?? 2 };
    // The service does not say which currency a report uses; USD is the platform's default.
    if (format.type === 'currency') Object.assign(options, { style: 'currency', currency: 'USD' });
    if (format.type === 'percent') options.style = 'percent';
    formatter = new Intl.NumberFormat(undefined, options);
    cache.set(key, formatter);
  }
  return formatter.format(value);
}

export function describeFormat(format: ColumnFormat): string {
  const digits =
    typeof format.decimalPlaces === 'number' ? `, ${format.decimalPlaces} decimal${format.decimalPlaces === 1 ? '' : 's'}` : '';
  return `${format.type}${digits}`;
}
