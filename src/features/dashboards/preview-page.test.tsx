import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { derivedOnly } from '../../../test/fixtures/dashboards/layouts';
import { encodeConfigFragment } from './model/share-link';
import PreviewPage from './preview-page';
import { everyWidgetDashboard } from './samples/every-widget';
import { renderWithRouter } from './test-utils';

const canvas = () => screen.getByRole('region', { name: /^Dashboard/ });

/** Replaces the box's text with `text` as a person pastes it, and presses Preview. */
async function preview(user: ReturnType<typeof userEvent.setup>, text: string) {
  const json = screen.getByRole('textbox', { name: 'Dashboard JSON' });
  await user.clear(json);
  await user.click(json);
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Preview' }));
}

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
    expect(screen.getByRole('textbox', { name: 'Share link' })).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('region', { name: /left out|Validation problems|Nothing to draw/ })).not.toBeInTheDocument();
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

  it('draws what it can when some widgets are left out, says so above the dashboard, and shares the input as pasted', async () => {
    const user = userEvent.setup();
    const { location } = renderWithRouter(<PreviewPage />, { url: '/preview' });
    const input = {
      title: 'Partly broken',
      widgets: [
        { id: 'bad', type: 'TEXT', position: { x: 0, y: 'top', w: 2, h: 2 } },
        derivedOnly.widgets[0],
        {
          id: 'box',
          type: 'CONTAINER',
          position: { x: 4, y: 0, w: 8, h: 4 },
          config: {
            layout: 'stack',
            widgets: [
              { type: 'TEXT' },
              { id: 'inner', type: 'TEXT', position: { x: 0, y: 0, w: 4, h: 2 }, config: { title: 'Inner' } },
            ],
          },
        },
      ],
    };
    await preview(user, JSON.stringify(input));

    const problems = screen.getByRole('region', { name: '2 widgets left out' });
    expect(problems).toHaveTextContent(/They cannot be placed; the rest of the dashboard is drawn below\./);
    const items = within(within(problems).getByRole('list')).getAllByRole('listitem');
    // Paths name the input's own indices, also inside the container.
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual(
      expect.arrayContaining([
        'widgets[0].position.y',
        'widgets[0]',
        'widgets[2].config.widgets[0].id',
        'widgets[2].config.widgets[0]',
      ]),
    );
    // The problems list comes before the dashboard it explains.
    expect(problems.compareDocumentPosition(canvas()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(canvas()).getByRole('group', { name: 'A' })).toBeInTheDocument();
    expect(within(canvas()).getByRole('group', { name: 'Inner' })).toBeInTheDocument();
    expect(within(canvas()).queryByRole('group', { name: /bad/i })).not.toBeInTheDocument();

    // Counted beside the layout warnings, and named as problems: never "No layout warnings" while widgets were left out.
    expect(screen.queryByText('No layout warnings')).not.toBeInTheDocument();
    const count = await screen.findByRole('button', { name: /^(\d+ layout warnings? and )?\d+ problems?$/ });
    expect(Number(count.textContent?.match(/(\d+) problems?$/)?.[1])).toBe(items.length);
    await user.click(count);
    expect(await screen.findByRole('dialog', { name: new RegExp(`problems \\(${items.length}\\)$`, 'i') })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // The share link carries exactly the input, and says so.
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${window.location.origin}/preview#${encodeConfigFragment(JSON.stringify(input))}`,
    );
    expect(location.current.hash).toBe(`#${encodeConfigFragment(JSON.stringify(input))}`);
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveAccessibleDescription(
      `The link holds the input exactly as pasted: whoever opens it sees the same ${items.length} problems.`,
    );
  });

  it('says a widget whose values are only ignored is still drawn, and no widget is left out', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PreviewPage />, { url: '/preview' });
    await preview(user, JSON.stringify({ widgets: [{ ...derivedOnly.widgets[0], style: 'bold' }] }));
    const problems = screen.getByRole('region', { name: 'Validation problems (1)' });
    expect(problems).toHaveTextContent('Every widget is drawn; the values named here are ignored or replaced, as each says.');
    expect(within(problems).getByText('widgets[0].style')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /left out/ })).not.toBeInTheDocument();
    expect(within(canvas()).getByRole('group', { name: 'A' })).toBeInTheDocument();
  });

  it('names widget fields the spec does not define by their place in the input, and still draws every widget', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PreviewPage />, { url: '/preview' });
    const [a, b, c] = derivedOnly.widgets;
    const input = {
      widgets: [
        a,
        { ...b, position: { ...b!.position, z: 1 } },
        { ...c, colour: 'teal' },
        {
          id: 'box',
          type: 'CONTAINER',
          position: { x: 0, y: 5, w: 12, h: 4 },
          config: {
            layout: 'stack',
            widgets: [{ id: 'inner', type: 'TEXT', position: { x: 0, y: 0, w: 4, h: 2 }, config: { title: 'Inner' }, note: 1 }],
          },
        },
      ],
    };
    await preview(user, JSON.stringify(input));
    const problems = screen.getByRole('region', { name: 'Validation problems (3)' });
    const items = within(within(problems).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'widgets[1].position.z: Not a field the spec defines for a widget; ignored.',
      'widgets[2].colour: Not a field the spec defines for a widget; ignored.',
      'widgets[3].config.widgets[0].note: Not a field the spec defines for a widget; ignored.',
    ]);
    expect(screen.getByText(/^Detected:/)).toHaveTextContent('Detected: DashboardConfig, 3 validation problems');
    for (const name of ['A', 'B', 'C', 'Inner']) expect(within(canvas()).getByRole('group', { name })).toBeInTheDocument();
  });

  it('draws no canvas, no layout warnings and no share link when no widget can be placed, and lists why', async () => {
    const user = userEvent.setup();
    const { location } = renderWithRouter(<PreviewPage />, { url: '/preview' });
    const input = {
      title: 'All broken',
      widgets: [
        { type: 'TEXT', position: { x: 0, y: 0, w: 4, h: 2 } },
        { id: 'b', type: 'TEXT', position: { x: 0, y: 0, w: '4', h: 2 } },
        { id: 'c', type: 42, position: { x: 0, y: 0, w: 4, h: 2 } },
      ],
    };
    await preview(user, JSON.stringify(input));

    const problems = screen.getByRole('region', { name: 'Nothing to draw' });
    expect(problems).toHaveTextContent(
      'No widget can be placed, so no dashboard is drawn. What is wrong, by its place in the input:',
    );
    for (const path of ['widgets[0].id', 'widgets[1].position.w', 'widgets[2].type', 'widgets[0]', 'widgets[1]', 'widgets[2]'])
      expect(within(problems).getByText(path)).toBeInTheDocument();
    expect(screen.getByText(/^Detected:/)).toHaveTextContent(/^Detected: DashboardConfig, \d+ validation problems$/);

    expect(screen.queryByRole('region', { name: /^Dashboard/ })).not.toBeInTheDocument();
    expect(screen.queryByText('No layout warnings')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /layout warning/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'lg' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy share link' })).not.toBeInTheDocument();
    // The input is still the page's applied state: reloading the page shows the same problems.
    expect(location.current.hash).toBe(`#${encodeConfigFragment(JSON.stringify(input))}`);
  });

  it('lists why input that is not a dashboard draws nothing, without a meaningless "(root)"', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PreviewPage />, { url: '/preview' });
    await preview(user, '[1, 2, 3]');
    const problems = screen.getByRole('region', { name: 'Nothing to draw' });
    expect(problems).toHaveTextContent('This input does not describe a dashboard.');
    expect(within(problems).getByRole('listitem')).toHaveTextContent(
      /^Expected a JSON object: a DashboardConfig, a Dashboard record or a Workbook\.$/,
    );
    expect(screen.queryByText(/\(root\)/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Detected:/)).toHaveTextContent('Detected: Not a dashboard, 1 validation problem');
    expect(screen.queryByRole('region', { name: /^Dashboard/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
  });

  it('says calmly that a dashboard without widgets has nothing to draw', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PreviewPage />, { url: '/preview' });
    await preview(user, '{ "title": "Empty board", "widgets": [] }');
    expect(screen.getByText('This dashboard has no widgets, so there is nothing to draw.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Dashboard/ })).not.toBeInTheDocument();
    expect(screen.queryByText('No layout warnings')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
  });

  it('says where a JSON syntax error is, by line and column, and puts the caret there', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PreviewPage />, { url: '/preview' });
    const text = '{\n  "title": "Sales",\n  "widgets": []\n  "layout": {}\n}';
    await preview(user, text);

    const json = screen.getByRole('textbox', { name: 'Dashboard JSON' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Line 4, column 3: Expected ',' or '}' after property value.");
    expect(screen.queryByText(/\(root\)/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not valid JSON' })).toBeInTheDocument();
    expect(json).toBeInvalid();
    expect(json).toHaveAccessibleDescription(expect.stringContaining("Line 4, column 3: Expected ',' or '}'"));
    // No dashboard, no "Detected", no share link for text that is not JSON.
    expect(screen.queryByText(/^Detected:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Dashboard/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
    expect(screen.queryByText('No layout warnings')).not.toBeInTheDocument();

    // Chosen from the keyboard.
    const goTo = screen.getByRole('button', { name: 'Go to line 4, column 3' });
    goTo.focus();
    await user.keyboard('{Enter}');
    expect(json).toHaveFocus();
    const caret = text.indexOf('"layout"');
    expect([(json as HTMLTextAreaElement).selectionStart, (json as HTMLTextAreaElement).selectionEnd]).toEqual([caret, caret]);
  });

  it('says where an unfinished input ends, and fixing it clears the error', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PreviewPage />, { url: '/preview' });
    await preview(user, '{ "widgets": [');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Line 1, column 15: The JSON ends before it is complete (a closing bracket, brace or quote is missing).',
    );
    await user.click(screen.getByRole('button', { name: 'Go to line 1, column 15' }));
    const json = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Dashboard JSON' });
    expect(json).toHaveFocus();
    expect(json.selectionStart).toBe(14);

    await preview(user, JSON.stringify(derivedOnly));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(json).not.toBeInvalid();
    expect(within(canvas()).getAllByRole('group')).toHaveLength(4);
  });

  it('shows a calm empty state, not an error, before anything is pasted and for empty input', async () => {
    const user = userEvent.setup();
    const { location } = renderWithRouter(<PreviewPage />, { url: '/preview' });
    const empty = /^Nothing to preview yet\. Paste a DashboardConfig, a Dashboard record or a Workbook \(JSON\) above/;
    expect(screen.getByText(empty)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText(empty)).toBeInTheDocument();
    expect(location.current.hash).toBe('');

    // After a bad input, clearing the box and pressing Preview goes back to the empty state.
    await preview(user, '{ nope');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await preview(user, '  \n ');
    expect(screen.getByText(empty)).toBeInTheDocument();
    expect(location.current.hash).toBe('');
    for (const gone of [/Not a dashboard/, /^Detected:/, /Not valid JSON/, /Nothing to draw/])
      expect(screen.queryByText(gone)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dashboard JSON' })).not.toBeInvalid();
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
