import type { LucideIcon } from 'lucide-react';
// One module per icon keeps the bundle to the icons used (the package index re-exports all of them).
import ChartLine from 'lucide-react/icons/chart-line';
import CircleHelp from 'lucide-react/icons/circle-help';
import CodeXml from 'lucide-react/icons/code-xml';
import Earth from 'lucide-react/icons/earth';
import Hash from 'lucide-react/icons/hash';
import Table2 from 'lucide-react/icons/table-2';
import Workflow from 'lucide-react/icons/workflow';

const kinds: Record<string, { Icon: LucideIcon; label: string }> = {
  vega: { Icon: ChartLine, label: 'Chart' },
  table: { Icon: Table2, label: 'Table' },
  kpi: { Icon: Hash, label: 'KPI' },
  html: { Icon: CodeXml, label: 'HTML' },
  map: { Icon: Earth, label: 'Map' },
  sankey: { Icon: Workflow, label: 'Sankey' },
};

/** The report's kind with an icon; the icon is decorative (SVG, no font needed), the word carries the meaning. */
export function KindBadge({ kind }: { kind: string | null | undefined }) {
  const known = kind ? kinds[kind] : undefined;
  const Icon = known?.Icon ?? CircleHelp;
  return (
    <span className="dash-kind" data-kind={kind ?? 'unknown'}>
      <Icon aria-hidden="true" focusable="false" className="dash-kind-icon" size={14} strokeWidth={2} />
      {known ? `${known.label} (${kind})` : kind ? kind : 'Kind not given'}
    </span>
  );
}
