import { useDashboardContext } from '../components/dashboard-context';
import { asStringList } from './config-values';
import type { WidgetProps } from './widget-props';

/** A parent control: which widgets it drives. */
export function ParentWidget({ widget }: WidgetProps) {
  const { widgetNames } = useDashboardContext();
  const targets = asStringList(widget.config?.targets);
  if (targets.length === 0) return <p className="dash-muted">Drives no widgets.</p>;
  return (
    <div className="dash-control">
      <p className="dash-control-member">Drives {targets.length === 1 ? '1 widget' : `${targets.length} widgets`}:</p>
      <ul className="dash-targets">
        {targets.map((target) => (
          <li key={target}>{widgetNames.get(target) ?? `${target} (not on this dashboard)`}</li>
        ))}
      </ul>
    </div>
  );
}
