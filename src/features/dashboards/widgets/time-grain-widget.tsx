import { useId } from 'react';
import { asString, asStringList } from './config-values';
import type { WidgetProps } from './widget-props';

const defaultGrains = ['hour', 'day', 'week', 'month', 'quarter', 'year'];

export function TimeGrainWidget({ widget }: WidgetProps) {
  const id = useId();
  const config = widget.config ?? {};
  const grain = asString(config.grain) ?? '';
  const listed = asStringList(config.options);
  const options = listed.length > 0 ? listed : defaultGrains;
  const all = grain && !options.includes(grain) ? [grain, ...options] : options;
  return (
    <fieldset className="dash-control" disabled>
      <p className="dash-control-member">{asString(config.member) ?? '(no time dimension)'}</p>
      <select id={`${id}-grain`} aria-label="Grain" className="dash-control-row" value={grain} onChange={() => {}}>
        {grain ? null : <option value="">(not set)</option>}
        {all.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
