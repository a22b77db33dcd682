import { RadioGroup } from 'radix-ui';
import { breakpointChoices, useBreakpointParam, type BreakpointChoice } from '../hooks/use-breakpoint-param';

const labels: Record<BreakpointChoice, string> = { fit: 'Fit', lg: 'lg', md: 'md', sm: 'sm', xs: 'xs', xxs: 'xxs' };

/**
 * The radio group named "Breakpoint" (Fit, lg, md, sm, xs, xxs). Uncontrolled use reads and writes `?bp=`;
 * pass `value`/`onChange` to drive it from elsewhere.
 */
export function BreakpointPicker({ value, onChange }: { value?: BreakpointChoice; onChange?: (next: BreakpointChoice) => void }) {
  const [fromUrl, setUrl] = useBreakpointParam();
  const current = value ?? fromUrl;
  const set = onChange ?? setUrl;
  return (
    <div className="dash-picker">
      <span className="dash-picker-label" aria-hidden="true">
        Breakpoint
      </span>
      <RadioGroup.Root
        className="dash-segmented"
        aria-label="Breakpoint"
        orientation="horizontal"
        value={current}
        onValueChange={(next) => set(next as BreakpointChoice)}
      >
        {breakpointChoices.map((choice) => (
          <RadioGroup.Item key={choice} value={choice} className="dash-segment" aria-label={labels[choice]}>
            {labels[choice]}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
