import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { derivedOnly } from '../../../test/fixtures/dashboards/layouts';
import { encodeConfigFragment } from './model/share-link';
import PreviewPage from './preview-page';
import { everyWidgetDashboard } from './samples/every-widget';
import { renderWithRouter } from './test-utils';

const canvas = () => screen.getByRole('region', { name: /^Dashboard/ });

describe('/preview', () => {
  it('renders a pasted DashboardConfig and puts it in a #config= share link', async () => {
    const user = userEvent.setup();
    const { location } = renderWithRouter(<PreviewPage />, { url: '/preview' });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Dashboard JSON' }));
    await user.paste(JSON.stringify(derivedOnly));
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(screen.getByText(/^Detected:/)).toHaveTextContent(/^Detected: DashboardConfig$/);
    expect(within(canvas()).getAllByRole('group')).toHaveLength(4);
    expect(location.current.hash).toBe(`#${encodeConfigFragment(JSON.stringify(derivedOnly))}`);
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${window.location.origin}/preview${location.current.hash}`,
    );
  });

  it('opens a #config= link', () => {
    const json = JSON.stringify(derivedOnly);
    renderWithRouter(<PreviewPage />, { url: `/preview?bp=sm#${encodeConfigFragment(json)}` });
    expect(screen.getByRole('textbox', { name: 'Dashboard JSON' })).toHaveValue(json);
    expect(canvas()).toHaveAttribute('data-breakpoint', 'sm');
    expect(within(canvas()).getByRole('group', { name: 'D' })).toBeInTheDocument();
  });

  it('keeps the #config= fragment when the breakpoint changes', async () => {
    const user = userEvent.setup();
    const hash = `#${encodeConfigFragment(JSON.stringify(derivedOnly))}`;
    const { location } = renderWithRouter(<PreviewPage />, { url: `/preview${hash}` });
    await user.click(screen.getByRole('radio', { name: 'xs' }));
    expect(location.current.search).toBe('?bp=xs');
    expect(location.current.hash).toBe(hash);
    expect(canvas()).toHaveAttribute('data-breakpoint', 'xs');
  });

  it('lists validation problems with their JSON paths and renders what it can', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PreviewPage />, { url: '/preview' });
    const input = { widgets: [derivedOnly.widgets[0], { id: 'bad', type: 'TEXT', position: { x: 0, y: 'top', w: 2, h: 2 } }] };
    await user.click(screen.getByRole('textbox', { name: 'Dashboard JSON' }));
    await user.paste(JSON.stringify(input));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const problems = within(screen.getByRole('region', { name: 'Validation problems (2)' }));
    expect(problems.getByText('widgets[1].position.y')).toBeInTheDocument();
    expect(problems.getByText('widgets[1]')).toBeInTheDocument();
    expect(within(canvas()).getByRole('group', { name: 'A' })).toBeInTheDocument();
  });

  it('says when the input is not JSON', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PreviewPage />, { url: '/preview' });
    await user.click(screen.getByRole('textbox', { name: 'Dashboard JSON' }));
    await user.paste('{ not json');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText(/^Detected:/)).toHaveTextContent('Detected: Not a dashboard, 1 validation problem');
    expect(screen.getByText(/Not valid JSON/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Dashboard/ })).not.toBeInTheDocument();
  });

  it('offers no share link for input that draws no dashboard, says why, and offers it once the input is fixed', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PreviewPage />, { url: '/preview' });
    const json = screen.getByRole('textbox', { name: 'Dashboard JSON' });
    for (const bad of ['{ "widgets": [', '[1, 2, 3]']) {
      await user.clear(json);
      await user.click(json);
      await user.paste(bad);
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      expect(screen.getByText(/^Detected:/)).toHaveTextContent(/^Detected: Not a dashboard/);
      expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Copy share link' })).not.toBeInTheDocument();
      expect(screen.getByText(/^No share link yet: the input does not describe a dashboard\./)).toBeInTheDocument();
    }
    await user.clear(json);
    await user.click(json);
    await user.paste(JSON.stringify(derivedOnly));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Share link' }).value).toMatch(/\/preview#config=/);
    expect(screen.getByRole('button', { name: 'Copy share link' })).toBeInTheDocument();
    expect(screen.queryByText(/^No share link yet/)).not.toBeInTheDocument();
  });

  it('opens a JSON file holding a Workbook and switches between its published and draft dashboards', async () => {
    const user = userEvent.setup();
    const workbook = {
      id: 12,
      deploymentId: 1,
      name: 'Finance',
      type: 'WORKBOOK',
      publishedDashboard: everyWidgetDashboard,
      dashboardDraft: {
        title: 'Draft board',
        widgets: [{ id: 'draft-note', type: 'AI', position: { x: 0, y: 0, w: 4, h: 2 }, config: { title: 'Draft chat' } }],
      },
    };
    const { location } = renderWithRouter(<PreviewPage />, { url: '/preview' });
    const file = new File([JSON.stringify(workbook)], 'workbook.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('JSON file'), file);
    expect(await screen.findByText(/Detected: Workbook — Workbook 12 “Finance”, published dashboard/)).toBeInTheDocument();
    expect(within(canvas()).getByRole('group', { name: 'Revenue by month' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Draft' }));
    expect(location.current.search).toBe('?dashboard=draft');
    expect(
      within(screen.getByRole('region', { name: 'Dashboard: Draft board' })).getByRole('group', { name: 'Draft chat' }),
    ).toBeInTheDocument();
  });

  it('opens a sample', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PreviewPage />, { url: '/preview' });
    await user.click(screen.getByRole('button', { name: 'App dashboard' }));
    expect(screen.getByTitle('App: Revenue app')).toHaveAttribute('sandbox', 'allow-scripts');
  });
});
