import type { ReportSnapshot } from '@/api/schemas/dashboard';
import { isRecord } from '@/lib/is-record';
import { formatValue, type ColumnFormat } from './number-format';
import { specObject } from './spec';

function readFormat(value: unknown): ColumnFormat | null {
  if (!isRecord(value)) return null;
  const type = value.type;
  if (type !== 'currency' && type !== 'percent' && type !== 'number') return null;
  return { type, decimalPlaces: typeof value.decimalPlaces === 'number' ? value.decimalPlaces : null };
}

/** The measure: its value (formatted), label and the change against the previous value when given. */
export function KpiReport({ snapshot }: { snapshot: ReportSnapshot }) {
  const spec = specObject(snapshot.spec);
  const format = readFormat(spec?.format);
  const value = spec?.value;
  const previous = spec?.previousValue;
  const measures = snapshot.meta?.measures;
  const measure =
    (typeof spec?.measure === 'string' && spec.measure) ||
    (Array.isArray(measures) && typeof measures[0] === 'string' ? measures[0] : null) ||
    snapshot.periodComparisons?.[0]?.measure ||
    null;
  const label = typeof spec?.label === 'string' ? spec.label : measure;
  const change =
    typeof value === 'number' && typeof previous === 'number' && previous !== 0 ? (value - previous) / Math.abs(previous) : null;
  return (
    <div className="dash-kpi">
      {label ? <p className="dash-kpi-label">{label}</p> : null}
      <p className="dash-kpi-value">{value === undefined || value === null ? '—' : formatValue(value, format)}</p>
      {change !== null ? (
        <p className={change >= 0 ? 'dash-kpi-change dash-up' : 'dash-kpi-change dash-down'}>
          {change >= 0 ? '▲' : '▼'} {formatValue(Math.abs(change), { type: 'percent', decimalPlaces: 1 })} vs previous
        </p>
      ) : null}
      {measure && measure !== label ? <p className="dash-muted">Measure: {measure}</p> : null}
    </div>
  );
}
