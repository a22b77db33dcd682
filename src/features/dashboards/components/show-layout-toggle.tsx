import { useId } from 'react';
import { usePositionsParam } from '../hooks/use-positions-param';
import { useShowLayoutParam } from '../hooks/use-show-layout-param';
import '@/components/ui/switch.css';

/**
 * A switch as a plain button (`role="switch"`), styled like the console's Radix switches. Radix's measures itself in
 * a layout effect, which forces a layout of the whole dashboard grid in the commit that mounts it.
 */
function LabelledSwitch({
  label,
  checked,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (next: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="dash-toggle">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        data-state={checked ? 'checked' : 'unchecked'}
        className="switch"
        onClick={() => onCheckedChange(!checked)}
      >
        <span className="switch-thumb" />
      </button>
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** "Show layout": grid lines and each widget's id, type and x, y, w, h. Kept in `?layout=1` unless controlled. */
export function ShowLayoutToggle({ checked, onCheckedChange }: { checked?: boolean; onCheckedChange?: (next: boolean) => void }) {
  const [fromUrl, setUrl] = useShowLayoutParam();
  return <LabelledSwitch label="Show layout" checked={checked ?? fromUrl} onCheckedChange={onCheckedChange ?? setUrl} />;
}

/** "Positions as stored": the raw positions with their gaps instead of react-grid-layout's compaction; `?positions=`. */
export function PositionsToggle() {
  const [positions, setPositions] = usePositionsParam();
  return (
    <LabelledSwitch
      label="Positions as stored"
      checked={positions === 'stored'}
      onCheckedChange={(stored) => setPositions(stored ? 'stored' : 'compact')}
    />
  );
}
