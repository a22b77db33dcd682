import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimeSeries } from '../lib/time-buckets';
import { TimeChart } from './time-chart';

const DAY = 86_400_000;
const MARCH_1 = Date.UTC(2025, 2, 1);

/** Days from March `first` to March `last` (inclusive), one event each. */
function days(first: number, last: number): TimeSeries {
  const buckets = [];
  for (let d = first; d <= last; d += 1) buckets.push({ start: MARCH_1 + (d - 1) * DAY, end: MARCH_1 + d * DAY, count: 1 });
  return { unit: 'day', buckets, total: buckets.length };
}

describe('the time chart while the export still loads', () => {
  it('keeps the day chosen from the keyboard when older days are added before it, and Enter sets that day', async () => {
    const user = userEvent.setup();
    const onRange = vi.fn();
    const { rerender } = render(<TimeChart series={days(5, 9)} onRange={onRange} />);
    const plot = screen.getByRole('listbox', { name: 'Events per day' });
    const active = () => document.getElementById(plot.getAttribute('aria-activedescendant') ?? '');
    for (let step = 0; step < 10 && document.activeElement !== plot; step += 1) await user.tab();
    expect(plot).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(active()).toHaveAccessibleName('2025-03-06: 1 event');

    // Rows further back arrive: four older days now stand before the chosen one.
    rerender(<TimeChart series={days(1, 9)} onRange={onRange} />);
    expect(active()).toHaveAccessibleName('2025-03-06: 1 event');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    rerender(<TimeChart series={days(1, 10)} onRange={onRange} />);
    await user.keyboard('{Enter}');
    expect(onRange).toHaveBeenCalledWith('2025-03-06', '2025-03-07', 'keyboard');
  });
});
