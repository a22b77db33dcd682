import type { ReportSnapshot } from '@/api/schemas/dashboard';
import { useDashboardContext } from '../components/dashboard-context';
import { findSnapshot } from '../model/widget-name';
import { HtmlReport } from './chart/html-report';
import { KindBadge } from './chart/kind-badge';
import { KpiReport } from './chart/kpi-report';
import { specObject } from './chart/spec';
import { TableReport } from './chart/table-report';
import { VegaReport } from './chart/vega-report';
import { asString } from './config-values';
import { Placeholder } from './placeholder';
import type { WidgetProps } from './widget-props';

/** The report snapshot a chart widget refers to, drawn by its kind. */
export function ChartWidget({ widget, name }: WidgetProps) {
  const { snapshots } = useDashboardContext();
  const snapshot = findSnapshot(widget, snapshots);
  const config = widget.config ?? {};
  if (!snapshot) {
    const reference = asString(config.reportId) ?? asString(config.reportSnapshotId) ?? asString(config.reportVersionId);
    return (
      <p className="dash-missing" role="note">
        {reference ? `Report ${reference} not in this dashboard's snapshots` : 'This chart does not refer to a report.'}
      </p>
    );
  }
  const reportName = snapshot.title?.trim() || snapshot.name?.trim() || `Report ${snapshot.reportId}`;
  return (
    <div className="dash-chart">
      <div className="dash-chart-meta">
        <KindBadge kind={snapshot.kind} />
        {reportName !== name ? <span className="dash-chart-report">{reportName}</span> : null}
      </div>
      {snapshot.description ? <p className="dash-chart-description">{snapshot.description}</p> : null}
      <div className="dash-chart-body">
        <ReportBody snapshot={snapshot} title={name} />
      </div>
    </div>
  );
}

function ReportBody({ snapshot, title }: { snapshot: ReportSnapshot; title: string }) {
  switch (snapshot.kind) {
    case 'vega':
      return <VegaReport snapshot={snapshot} title={title} />;
    case 'table':
      return <TableReport snapshot={snapshot} title={title} />;
    case 'kpi':
      return <KpiReport snapshot={snapshot} />;
    case 'html':
      return <HtmlReport snapshot={snapshot} title={title} />;
    case 'map':
      return <MapPlaceholder snapshot={snapshot} />;
    case 'sankey':
      return <SankeyPlaceholder snapshot={snapshot} />;
    default:
      return <Placeholder label="Report of an unknown kind">The snapshot does not say how it is drawn.</Placeholder>;
  }
}

function MapPlaceholder({ snapshot }: { snapshot: ReportSnapshot }) {
  const spec = specObject(snapshot.spec);
  const points = Array.isArray(spec?.data) ? spec.data.length : null;
  const detail = [asString(spec?.type), asString(spec?.geo), points !== null ? `${points} values` : null]
    .filter(Boolean)
    .join(' · ');
  return <Placeholder label="Map (not drawn in the preview)">{detail || null}</Placeholder>;
}

function SankeyPlaceholder({ snapshot }: { snapshot: ReportSnapshot }) {
  const spec = specObject(snapshot.spec);
  const nodes = Array.isArray(spec?.nodes) ? spec.nodes.length : null;
  const links = Array.isArray(spec?.links) ? spec.links.length : null;
  const detail = [nodes !== null ? `${nodes} nodes` : null, links !== null ? `${links} flows` : null].filter(Boolean).join(' · ');
  return <Placeholder label="Sankey diagram (not drawn in the preview)">{detail || null}</Placeholder>;
}
