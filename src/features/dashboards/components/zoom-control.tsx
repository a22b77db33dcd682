import { useZoomParam } from '../hooks/use-zoom-param';
import { SegmentedChoice } from './segmented-choice';

/** Fit (with the scale it gives, e.g. "Fit · 62%") or 100%, one click apart; kept in `?zoom=`. */
export function ZoomControl({ fitScale }: { fitScale: number }) {
  const [zoom, setZoom] = useZoomParam();
  return (
    <SegmentedChoice
      label="Zoom"
      choices={[
        { value: 'fit', label: `Fit · ${Math.round(fitScale * 100)}%` },
        { value: 'actual', label: '100%' },
      ]}
      value={zoom}
      onChange={setZoom}
    />
  );
}
