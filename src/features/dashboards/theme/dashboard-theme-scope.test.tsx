import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardView } from '../components/dashboard-view';
import { parsed, renderWithRouter } from '../test-utils';

const themed = {
  title: 'Themed',
  theme: {
    dashboard: { backgroundColor: '#eef3fa' },
    widgets: { backgroundColor: '#ffffff', border: { color: '#cbd5e1', radius: '10px' }, title: { color: '#1e3a5f' } },
  },
  widgets: [{ id: 'intro', type: 'TEXT', position: { x: 0, y: 0, w: 12, h: 2 }, config: { title: 'Intro', text: 'Hello' } }],
};

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

/** The element whose custom properties the canvas and its cards read. */
function themeScope(): HTMLElement {
  const scope = screen.getByRole('region', { name: 'Dashboard: Themed' }).closest<HTMLElement>('[data-dashboard-theme]');
  if (!scope) throw new Error('the canvas is not inside a theme scope');
  return scope;
}

describe('a dashboard’s theme on its canvas', () => {
  it('applies in the light console, and gives way in the dark one with the reasons listed', async () => {
    const { config } = parsed(themed);
    renderWithRouter(<DashboardView config={config} width={1200} />);
    expect(themeScope().style.getPropertyValue('--dash-canvas')).toBe('#eef3fa');
    expect(themeScope().style.getPropertyValue('--dash-card')).toBe('#ffffff');
    expect(themeScope().style.getPropertyValue('--dash-card-border')).toBe('#cbd5e1');
    expect(themeScope().style.getPropertyValue('--dash-title')).toBe('#1e3a5f');
    expect(screen.queryByText(/theme settings? (is|are) not applied/)).not.toBeInTheDocument();

    act(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    await expect.poll(() => themeScope().style.getPropertyValue('--dash-card')).toBe('');
    expect(themeScope().style.getPropertyValue('--dash-card-radius')).toBe('10px');
    const note = screen.getByText('4 theme settings are not applied here');
    await userEvent.click(note);
    const reasons = within(note.closest('details')!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(reasons).toContain(
      'widgets.backgroundColor (#ffffff): the console’s body text would be hard to read on it in the dark theme',
    );
  });
});
