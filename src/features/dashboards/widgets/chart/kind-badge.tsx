const kinds: Record<string, { icon: string; label: string }> = {
  vega: { icon: '📈', label: 'Chart' },
  table: { icon: '▦', label: 'Table' },
  kpi: { icon: '#', label: 'KPI' },
  html: { icon: '⟨⟩', label: 'HTML' },
  map: { icon: '🗺', label: 'Map' },
  sankey: { icon: '⇶', label: 'Sankey' },
};

/** The report's kind with an icon; the icon is decorative, the word carries the meaning. */
export function KindBadge({ kind }: { kind: string | null | undefined }) {
  const known = kind ? kinds[kind] : undefined;
  return (
    <span className="dash-kind" data-kind={kind ?? 'unknown'}>
      <span aria-hidden="true" className="dash-kind-icon">
        {known?.icon ?? '?'}
      </span>
      {known ? `${known.label} (${kind})` : kind ? kind : 'Kind not given'}
    </span>
  );
}
