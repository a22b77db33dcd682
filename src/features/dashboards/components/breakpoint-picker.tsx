import { breakpointNames, type BreakpointName } from '@/api/schemas/dashboard';
import { useBreakpointParam } from '../hooks/use-breakpoint-param';
import { SegmentedChoice } from './segmented-choice';

const choices = breakpointNames.map((name) => ({ value: name, label: name }));

/**
 * The radio group named "Breakpoint" (lg, md, sm, xs, xxs). Uncontrolled use reads and writes `?bp=`; until one is
 * picked, `opensAt` (the breakpoint the dashboard opens at) is the checked one. Pass `value`/`onChange` to drive it
 * from elsewhere.
 */
export function BreakpointPicker({
  value,
  onChange,
  opensAt = 'lg',
}: {
  value?: BreakpointName;
  onChange?: (next: BreakpointName) => void;
  opensAt?: BreakpointName;
}) {
  const [fromUrl, setUrl] = useBreakpointParam();
  return (
    <div className="dash-picker">
      <span className="dash-picker-label" aria-hidden="true">
        Breakpoint
      </span>
      <SegmentedChoice label="Breakpoint" choices={choices} value={value ?? fromUrl ?? opensAt} onChange={onChange ?? setUrl} />
    </div>
  );
}
