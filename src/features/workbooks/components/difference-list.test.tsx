import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DifferenceList } from './difference-list';
import type { WidgetDifference } from '../model/widget-diff';

const moved: WidgetDifference = {
  widgetId: 'w-1',
  name: 'Revenue by month',
  type: 'CHART',
  kind: 'moved',
  details: ['Moved from (0, 0) to (6, 0).'],
  badgeEverywhere: null,
  badgeAt: { lg: 'moved' },
};
const added: WidgetDifference = {
  widgetId: 'w-2',
  name: 'Text',
  type: 'TEXT',
  kind: 'added',
  details: ['Only in the draft.'],
  badgeEverywhere: 'added',
  badgeAt: {},
};

describe('DifferenceList', () => {
  it('names each of two lists on one page by its own heading, with ids that differ', () => {
    render(
      <>
        <DifferenceList differences={[moved]} heading="Differences between the published dashboard and the draft" />
        <DifferenceList differences={[added]} heading="What publishing changes" />
      </>,
    );
    const onPage = screen.getByRole('region', { name: 'Differences between the published dashboard and the draft' });
    const inDialog = screen.getByRole('region', { name: 'What publishing changes' });
    expect(within(onPage).getByRole('listitem')).toHaveTextContent('Moved: Revenue by month — Moved from (0, 0) to (6, 0).');
    expect(within(inDialog).getByRole('listitem')).toHaveTextContent('Added: Text — Only in the draft.');

    const headings = [onPage, inDialog].map((region) => within(region).getByRole('heading', { level: 2 }));
    expect(headings[0]?.id).not.toBe(headings[1]?.id);
    expect(onPage).toHaveAttribute('aria-labelledby', headings[0]?.id);
    expect(inDialog).toHaveAttribute('aria-labelledby', headings[1]?.id);
  });

  it('names widgets as their cards are titled, not by id, and adds the id only where two share a name', () => {
    const secondText: WidgetDifference = { ...added, widgetId: 'w-3', kind: 'removed', details: ['Only in the published.'] };
    render(<DifferenceList differences={[moved, added, secondText]} heading="What publishing changes" />);
    const [chart, text, otherText] = within(screen.getByRole('list', { name: 'Differences' })).getAllByRole('listitem');
    expect(chart).toHaveTextContent(/^Moved: Revenue by month — /);
    expect(chart).not.toHaveTextContent('w-1');
    expect(chart).toHaveAttribute('title', 'Widget id: w-1');
    expect(text).toHaveTextContent(/^Added: Text \(w-2\) — Only in the draft\.$/);
    expect(otherText).toHaveTextContent(/^Removed: Text \(w-3\) — Only in the published\.$/);
  });

  it('adds the id where two names differ only in characters that cannot be seen', () => {
    const zeroWidth: WidgetDifference = { ...added, widgetId: 'w-3', name: 'Te\u200Bxt ', kind: 'removed', details: ['Gone.'] };
    const bidi: WidgetDifference = { ...added, widgetId: 'w-4', name: '\u2066Text\u2069', kind: 'changed', details: ['Edited.'] };
    const blanks: WidgetDifference[] = [
      { ...moved, widgetId: 'w-5', name: '' },
      { ...moved, widgetId: 'w-6', name: '\u200B\u200D' },
    ];
    render(<DifferenceList differences={[added, zeroWidth, bidi, moved, ...blanks]} heading="What publishing changes" />);
    const rows = within(screen.getByRole('list', { name: 'Differences' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/\(w-2\) — Only in the draft\.$/);
    expect(rows[1]).toHaveTextContent(/\(w-3\) — Gone\.$/);
    expect(rows[2]).toHaveTextContent(/\(w-4\) — Edited\.$/);
    expect(rows[3]).not.toHaveTextContent('w-1');
    expect(rows[4]).toHaveTextContent(/^Moved: \(unnamed\) \(w-5\) — /);
    expect(rows[5]).toHaveTextContent(/^Moved: \(unnamed\) \(w-6\) — /);
  });

  it('shows a hostile name isolated, without its bidi controls, and a blank one as “(unnamed)”', () => {
    const hostile: WidgetDifference = { ...moved, name: '\u202Eevil\u202C name' };
    const blank: WidgetDifference = { ...added, name: '\u200B' };
    render(<DifferenceList differences={[hostile, blank]} heading="What publishing changes" />);
    const [first, second] = within(screen.getByRole('list', { name: 'Differences' })).getAllByRole('listitem');
    const name = first!.querySelector('bdi');
    expect(name).toHaveTextContent(/^evil name$/);
    expect(second).toHaveTextContent(/^Added: \(unnamed\) — /);
  });

  it('says so when nothing differs', () => {
    render(<DifferenceList differences={[]} heading="What publishing changes" />);
    const region = screen.getByRole('region', { name: 'What publishing changes' });
    expect(within(region).getByText('No widget was added, removed, moved, resized or changed.')).toBeInTheDocument();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });
});
