import { RadioGroup } from 'radix-ui';
import { useZoomParam, type Zoom } from '../hooks/use-zoom-param';

/** Fit (with the scale it gives, e.g. "Fit · 62%") or 100%, one click apart; kept in `?zoom=`. */
export function ZoomControl({ fitScale }: { fitScale: number }) {
  const [zoom, setZoom] = useZoomParam();
  return (
    <RadioGroup.Root
      className="dash-segmented"
      aria-label="Zoom"
      orientation="horizontal"
      value={zoom}
      onValueChange={(next) => setZoom(next as Zoom)}
    >
      <RadioGroup.Item value="fit" className="dash-segment">
        Fit · {Math.round(fitScale * 100)}%
      </RadioGroup.Item>
      <RadioGroup.Item value="actual" className="dash-segment">
        100%
      </RadioGroup.Item>
    </RadioGroup.Root>
  );
}
