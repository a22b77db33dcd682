import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardView } from '../components/dashboard-view';
import { everyWidgetDashboard } from '../samples/every-widget';
import { parsed, renderWithRouter } from '../test-utils';

function renderSample() {
  const { config, reportSnapshots } = parsed(everyWidgetDashboard);
  return renderWithRouter(<DashboardView config={config} reportSnapshots={reportSnapshots} width={1280} />);
}

const widget = (name: string) => screen.getByRole('group', { name });

describe('widgets', () => {
  it('CHART vega with inline data is drawn by the lazily loaded chart renderer', async () => {
    renderSample();
    const chart = widget('Revenue by month');
    expect(within(chart).getByText('Chart (vega)')).toBeInTheDocument();
    expect(within(chart).getByText('Recognised revenue per calendar month.')).toBeInTheDocument();
    const drawn = await within(chart).findByRole('img', { name: 'Chart: Revenue by month' }, { timeout: 10000 });
    // Drawn as an SVG image: nothing in a spec can run as script in the console.
    await waitFor(() => expect(drawn.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;.*%3Csvg/), {
      timeout: 10000,
    });
  });

  it('CHART vega without data is a placeholder naming the mark and encoded fields', () => {
    renderSample();
    const chart = widget('Orders by channel');
    expect(within(chart).getByText('Bar chart (data not included in the snapshot)')).toBeInTheDocument();
    expect(within(chart).getByText('x: channel (nominal)')).toBeInTheDocument();
    expect(within(chart).getByText('y: orders (quantitative)')).toBeInTheDocument();
  });

  it('CHART table shows the columns the spec names with the snapshot’s column formats', () => {
    renderSample();
    const table = within(widget('Top customers')).getByRole('table', { name: 'Top customers' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Customer', 'Revenue (currency, 2 decimals)', 'Growth (percent, 1 decimal)']);
    expect(within(table).getByText('$482,113.50')).toBeInTheDocument();
    expect(within(table).getByText('18.2%')).toBeInTheDocument();
  });

  it('CHART kpi shows the measure', () => {
    renderSample();
    const kpi = widget('Annual recurring revenue');
    expect(within(kpi).getByText('ARR')).toBeInTheDocument();
    expect(within(kpi).getByText('$4,210,000')).toBeInTheDocument();
    expect(within(kpi).getByText(/11\.4% vs previous/)).toBeInTheDocument();
  });

  it('a CHART whose report is not among the snapshots says so', () => {
    const { config } = parsed({
      widgets: [{ id: 'lost', type: 'CHART', position: { x: 0, y: 0, w: 4, h: 4 }, config: { reportId: 4242 } }],
    });
    renderWithRouter(<DashboardView config={config} width={1280} />);
    expect(within(widget('Chart')).getByText("Report 4242 not in this dashboard's snapshots")).toBeInTheDocument();
  });

  it('a CHART can refer to its snapshot by reportSnapshotId', () => {
    const { config, reportSnapshots } = parsed({
      ...everyWidgetDashboard,
      config: {
        widgets: [{ id: 'by-snapshot', type: 'CHART', position: { x: 0, y: 0, w: 4, h: 4 }, config: { reportSnapshotId: 9004 } }],
      },
    });
    renderWithRouter(<DashboardView config={config} reportSnapshots={reportSnapshots} width={1280} />);
    expect(within(widget('Annual recurring revenue')).getByText('$4,210,000')).toBeInTheDocument();
  });

  it('TEXT renders its Markdown', async () => {
    renderSample();
    const text = widget('About this dashboard');
    expect(await within(text).findByRole('heading', { name: 'Quarter overview' })).toBeInTheDocument();
    expect(within(text).getByRole('link', { name: 'the handbook' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('FILTER shows member, operator and values, disabled', () => {
    renderSample();
    const filter = widget('Region');
    expect(within(filter).getByText('orders.region')).toBeInTheDocument();
    expect(within(filter).getByRole('combobox', { name: 'Operator' })).toBeDisabled();
    expect(within(filter).getByRole('combobox', { name: 'Operator' })).toHaveDisplayValue('equals');
    expect(within(filter).getByRole('textbox', { name: 'Values' })).toHaveValue('EMEA, AMER');
  });

  it('FILTER with a range operator shows both ends, and a valueless operator no value box', () => {
    const { config } = parsed({
      widgets: [
        {
          id: 'range',
          type: 'FILTER',
          position: { x: 0, y: 0, w: 4, h: 2 },
          config: { title: 'Amount', member: 'orders.amount', operator: 'between', values: [10, 99] },
        },
        {
          id: 'empty',
          type: 'FILTER',
          position: { x: 4, y: 0, w: 4, h: 2 },
          config: { title: 'Has note', member: 'orders.note', operator: 'is_empty' },
        },
      ],
    });
    renderWithRouter(<DashboardView config={config} width={1280} />);
    expect(within(widget('Amount')).getByRole('textbox', { name: 'From' })).toHaveValue('10');
    expect(within(widget('Amount')).getByRole('textbox', { name: 'To' })).toHaveValue('99');
    expect(within(widget('Has note')).getByRole('combobox', { name: 'Operator' })).toHaveDisplayValue('is empty');
    expect(within(widget('Has note')).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('TIME_GRAIN shows the grain among its options, disabled', () => {
    renderSample();
    const grain = within(widget('Time grain')).getByRole('combobox', { name: 'Grain' });
    expect(grain).toHaveDisplayValue('month');
    expect(grain).toBeDisabled();
    expect(
      within(grain)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['week', 'month', 'quarter']);
  });

  it('FIELD shows its options with the selected one checked', () => {
    renderSample();
    const field = widget('Measure');
    expect(within(field).getByRole('radio', { name: 'orders.revenue' })).toBeChecked();
    expect(within(field).getByRole('radio', { name: 'orders.count' })).not.toBeChecked();
  });

  it('PARENT names the widgets it drives', () => {
    renderSample();
    const parent = widget('Linked controls');
    expect(within(parent).getByText('Region')).toBeInTheDocument();
    expect(within(parent).getByText('Time grain')).toBeInTheDocument();
  });

  it('AI is a chat placeholder with its title and prompt', () => {
    renderSample();
    const ai = widget('Ask about revenue');
    expect(within(ai).getByText('Why did revenue grow in March?')).toBeInTheDocument();
    expect(within(ai).getByRole('textbox', { name: 'Ask a question' })).toBeDisabled();
  });

  it('SPACER is empty and DIVIDER is a rule', () => {
    renderSample();
    expect(widget('Spacer')).toHaveTextContent('');
    expect(within(widget('Divider')).getByRole('separator')).toBeInTheDocument();
  });

  it('an unknown type is a labelled placeholder with the type name', () => {
    renderSample();
    expect(within(widget('A future widget')).getByText('Unsupported widget type: HEATMAP')).toBeInTheDocument();
  });

  it('CHART html is shown in a sandboxed iframe; map and sankey are labelled placeholders', async () => {
    const user = (await import('@testing-library/user-event')).default.setup();
    renderSample();
    const sections = widget('Sections');
    const frame = within(sections).getByTitle('HTML report: Notes from finance');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await user.click(within(sections).getByRole('tab', { name: 'Geography' }));
    expect(within(sections).getByText('Map (not drawn in the preview)')).toBeInTheDocument();
    expect(within(sections).getByText('Sankey diagram (not drawn in the preview)')).toBeInTheDocument();
  });
});
