import { useId, type ReactNode } from 'react';

interface Choice<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * A segmented radio group of native radio inputs (arrow keys, focus and checked state come from the browser). Not
 * Radix here: its radios measure themselves in a layout effect, which forces a layout of the whole dashboard grid in
 * the commit that mounts it, and this control is drawn with every dashboard.
 */
export function SegmentedChoice<T extends string>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (next: T) => void;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="dash-segmented">
      {choices.map((choice) => (
        <label key={choice.value} className="dash-segment" data-state={choice.value === value ? 'checked' : 'unchecked'}>
          <input
            type="radio"
            className="dash-segment-input"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
