import { useId } from 'react';
import { asString, asStringList } from './config-values';
import type { WidgetProps } from './widget-props';

/** A field switcher: the member names it offers, the selected one checked. */
export function FieldWidget({ widget }: WidgetProps) {
  const id = useId();
  const config = widget.config ?? {};
  const options = asStringList(config.options);
  const selected = asString(config.selected) ?? options[0] ?? null;
  if (options.length === 0) return <p className="dash-muted">No field options configured.</p>;
  return (
    <fieldset className="dash-control dash-field-options" disabled>
      {options.map((option, index) => (
        <label key={`${option}-${index}`} className="dash-field-option">
          <input type="radio" name={id} value={option} checked={option === selected} onChange={() => {}} />
          {option}
        </label>
      ))}
    </fieldset>
  );
}
