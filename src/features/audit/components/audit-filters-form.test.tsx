import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditFiltersForm } from './audit-filters-form';
import { auditFilterLabels, emptyAuditFilters } from '../lib/filters';

// The service counts UTC days. Here the machine is in Auckland at 23:11 UTC, when its own calendar is a day ahead.
const zone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'Pacific/Auckland';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T23:11:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the quick date ranges', () => {
  it('ask for UTC calendar days, not the browser’s local date', async () => {
    // The premise: the local date here is already the 25th.
    expect(new Date().getDate()).toBe(25);
    const onApply = vi.fn();
    render(<AuditFiltersForm value={emptyAuditFilters} errors={{}} onApply={onApply} eventNameSuggestions={[]} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ start: '2026-11-24', end: '2026-11-24' }));

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ start: '2026-11-18', end: '2026-11-24' }));
  });

  it('show which range the export’s dates are', () => {
    const value = { ...emptyAuditFilters, start: '2026-11-18', end: '2026-11-24' };
    render(<AuditFiltersForm value={value} errors={{}} onApply={vi.fn()} eventNameSuggestions={[]} />);
    expect(screen.getByRole('button', { name: 'Last 7 days', pressed: true })).toBeInTheDocument();
    for (const name of ['Today', 'Last 30 days', 'Last 90 days'])
      expect(screen.getByRole('button', { name, pressed: false })).toBeInTheDocument();
  });

  it('unpress the range once a date is typed by hand, before it is applied', async () => {
    const value = { ...emptyAuditFilters, start: '2026-11-18', end: '2026-11-24' };
    render(<AuditFiltersForm value={value} errors={{}} onApply={vi.fn()} eventNameSuggestions={[]} />);
    const user = userEvent.setup();
    const from = screen.getByLabelText(auditFilterLabels.start);
    await user.clear(from);
    await user.type(from, '2026-11-01');
    expect(from).toHaveValue('2026-11-01');
    expect(screen.getByRole('button', { name: 'Last 7 days', pressed: false })).toBeInTheDocument();
  });
});
