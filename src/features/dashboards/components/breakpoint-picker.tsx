import { RadioGroup } from 'radix-ui';
import { breakpointNames, type BreakpointName } from '@/api/schemas/dashboard';
import { useBreakpointParam } from '../hooks/use-breakpoint-param';

/**
 * The radio group named "Breakpoint" (lg, md, sm, xs, xxs). Uncontrolled use reads and writes `?bp=`; until one is
 * picked, `widest` (the breakpoint the dashboard opens at) is the checked one. Pass `value`/`onChange` to drive it
 * from elsewhere.
 */
export function BreakpointPicker({
  value,
  onChange,
  widest = 'lg',
}: {
  value?: BreakpointName;
  onChange?: (next: BreakpointName) => void;
  widest?: BreakpointName;
}) {
  const [fromUrl, setUrl] = useBreakpointParam();
  const current = value ?? fromUrl ?? widest;
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
        onValueChange={(next) => set(next as BreakpointName)}
      >
        {breakpointNames.map((name) => (
          <RadioGroup.Item key={name} value={name} className="dash-segment">
            {name}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
