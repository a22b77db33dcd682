import { useId } from 'react';
import { Switch } from 'radix-ui';
import { useShowLayoutParam } from '../hooks/use-show-layout-param';

/** "Show layout": grid lines and each widget's id, type and x, y, w, h. Kept in `?layout=1` unless controlled. */
export function ShowLayoutToggle({ checked, onCheckedChange }: { checked?: boolean; onCheckedChange?: (next: boolean) => void }) {
  const id = useId();
  const [fromUrl, setUrl] = useShowLayoutParam();
  const value = checked ?? fromUrl;
  const set = onCheckedChange ?? setUrl;
  return (
    <div className="dash-toggle">
      <Switch.Root id={id} className="switch" checked={value} onCheckedChange={set}>
        <Switch.Thumb className="switch-thumb" />
      </Switch.Root>
      <label htmlFor={id}>Show layout</label>
    </div>
  );
}
