import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useFilterShortcut } from '@/lib/use-filter-shortcut';
import {
  auditFilterFields,
  auditFilterLabels,
  auditFiltersKey,
  emptyAuditFilters,
  hasAnyFilter,
  hasErrors,
  lastDaysRange,
  trimAuditFilters,
  validateAuditFilters,
  type AuditFilterErrors,
  type AuditFilterField,
  type AuditFilters,
} from '../lib/filters';

export interface AuditFiltersFormProps {
  /** The filters in the URL: what the list shows. */
  value: AuditFilters;
  /** Messages to show by each field: the URL's own problems and a 400 from the service that names a field. */
  errors: AuditFilterErrors;
  /** Called with valid filters only. */
  onApply: (filters: AuditFilters) => void;
  /** Event names to suggest (those seen in the loaded rows, plus the documented ones). */
  eventNameSuggestions: readonly string[];
}

const QUICK_RANGES = [
  { days: 1, label: 'Today' },
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;

/**
 * The filters as a form: edits stay a draft until applied (each change would restart a full export otherwise).
 * Invalid values are refused here, next to their field, before any request.
 */
export function AuditFiltersForm({ value, errors, onApply, eventNameSuggestions }: AuditFiltersFormProps) {
  const [draft, setDraft] = useState(value);
  const [draftErrors, setDraftErrors] = useState<AuditFilterErrors | null>(null);
  // A new URL (back/forward, a link, a quick range) replaces the draft.
  const [shownValue, setShownValue] = useState(value);
  if (auditFiltersKey(shownValue) !== auditFiltersKey(value)) {
    setShownValue(value);
    setDraft(value);
    setDraftErrors(null);
  }
  const id = useId();
  const inputs = useRef<Partial<Record<AuditFilterField, HTMLInputElement | null>>>({});
  useFilterShortcut(() => inputs.current.search);
  const shownErrors = draftErrors ?? errors;

  function apply(next: AuditFilters) {
    const trimmed = trimAuditFilters(next);
    const found = validateAuditFilters(trimmed);
    // A half-typed date in a date picker reads as "" (no filter); the browser still knows it is not a date.
    for (const name of ['start', 'end'] as const) {
      if (inputs.current[name]?.validity.badInput) found[name] = 'Enter a complete date: day, month and year.';
    }
    if (hasErrors(found)) {
      setDraftErrors(found);
      const first = auditFilterFields.find((f) => found[f]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setDraftErrors(null);
    setDraft(trimmed);
    onApply(trimmed);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(draft);
  }

  function field(name: AuditFilterField, type: 'date' | 'search' | 'email', extra?: { list?: string; placeholder?: string }) {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const error = shownErrors[name];
    return (
      <div className={`audit-field audit-field-${name}`}>
        <label htmlFor={inputId}>{auditFilterLabels[name]}</label>
        <input
          ref={(element) => {
            inputs.current[name] = element;
          }}
          id={inputId}
          name={name}
          // A date field also accepts typed text in browsers without a picker; validation reads the string either way.
          type={type === 'email' ? 'text' : type}
          inputMode={type === 'email' ? 'email' : undefined}
          autoComplete="off"
          spellCheck={false}
          list={extra?.list}
          placeholder={extra?.placeholder}
          value={draft[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setDraft((d) => ({ ...d, [name]: event.target.value }))}
        />
        {error ? (
          <p id={errorId} className="audit-field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const suggestionsId = `${id}-event-names`;
  return (
    <form className="audit-filters" aria-label="Audit log filters" onSubmit={submit} noValidate>
      <fieldset className="audit-range">
        <legend>Date range</legend>
        {field('start', 'date')}
        {field('end', 'date')}
        <div className="audit-quick-ranges" role="group" aria-label="Quick date ranges">
          {QUICK_RANGES.map((range) => {
            const dates = lastDaysRange(range.days);
            // Bordered, so they read as buttons; pressed when the dates the fields show are that range (typing a new date unpresses it).
            const current = draft.start === dates.start && draft.end === dates.end;
            return (
              <Button
                key={range.days}
                size="sm"
                variant="secondary"
                aria-pressed={current}
                onClick={() => apply({ ...draft, ...dates })}
              >
                {range.label}
              </Button>
            );
          })}
        </div>
      </fieldset>
      {field('search', 'search', { placeholder: 'Any text in the event' })}
      {field('eventName', 'search', { list: suggestionsId, placeholder: 'e.g. Logged in' })}
      {field('userEmail', 'email', { placeholder: 'name@example.com' })}
      <datalist id={suggestionsId}>
        {eventNameSuggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <div className="audit-filter-actions">
        <Button type="submit" variant="primary">
          Apply filters
        </Button>
        <Button
          onClick={() => {
            // Nothing applied to clear: the draft is reset, and the export is not read again.
            const nothingApplied = !hasAnyFilter(value);
            // A half-typed date is "" to React as well as in the cleared draft, so React would leave it on screen
            // (and the browser would still call it a bad date): the fields are emptied here.
            for (const name of ['start', 'end'] as const) {
              const input = inputs.current[name];
              if (input) input.value = '';
            }
            setDraft(emptyAuditFilters);
            if (nothingApplied) {
              setDraftErrors(null);
              return;
            }
            apply(emptyAuditFilters);
          }}
        >
          Clear
        </Button>
      </div>
      <p className="hint audit-range-hint">
        With From and To empty, the export holds every event the service keeps. Days are whole calendar days as the service counts
        them (UTC); the end day is included.
      </p>
    </form>
  );
}
