import { useId } from 'react';
import { asString, displayValue } from './config-values';
import type { WidgetProps } from './widget-props';

const operatorLabels: Record<string, string> = {
  equals: 'equals',
  not_equals: 'does not equal',
  contains: 'contains',
  not_contains: 'does not contain',
  starts_with: 'starts with',
  ends_with: 'ends with',
  gt: 'greater than',
  gte: 'at least',
  lt: 'less than',
  lte: 'at most',
  between: 'between',
  not_between: 'not between',
  is_null: 'is null',
  is_not_null: 'is not null',
  is_empty: 'is empty',
  is_not_empty: 'is not empty',
  in_date_range: 'in date range',
};

/** Operators that take no value. */
const valueless = new Set(['is_null', 'is_not_null', 'is_empty', 'is_not_empty', 'set', 'not_set']);

/**
 * A dashboard filter as it would look: member, then operator and values on one row, disabled (the preview runs no
 * queries). Compact, so a filter two rows high shows all of it.
 */
export function FilterWidget({ widget }: WidgetProps) {
  const id = useId();
  const config = widget.config ?? {};
  const member = asString(config.member) ?? '(no member)';
  const operator = asString(config.operator) ?? 'equals';
  const rawValues = config.values ?? config.value;
  const values = Array.isArray(rawValues)
    ? rawValues.map(displayValue)
    : rawValues === undefined || rawValues === null
      ? []
      : [displayValue(rawValues)];
  const showValues = !valueless.has(operator);
  return (
    <fieldset className="dash-control" disabled>
      <p className="dash-control-member" title={member}>
        {member}
      </p>
      <div className="dash-control-row">
        <select id={`${id}-op`} aria-label="Operator" value={operator} onChange={() => {}}>
          <option value={operator}>{operatorLabels[operator] ?? operator}</option>
        </select>
        {showValues ? (
          operator === 'between' || operator === 'not_between' ? (
            <>
              <input aria-label="From" readOnly value={values[0] ?? ''} placeholder="From" />
              <input aria-label="To" readOnly value={values[1] ?? ''} placeholder="To" />
            </>
          ) : (
            <input aria-label="Values" readOnly value={values.join(', ')} placeholder="Any value" />
          )
        ) : null}
      </div>
    </fieldset>
  );
}
