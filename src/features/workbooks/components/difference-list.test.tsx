import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DifferenceList } from './difference-list';
import type { WidgetDifference } from '../model/widget-diff';

const moved: WidgetDifference = { widgetId: 'w-1', type: 'CHART', kind: 'moved', details: ['Moved from (0, 0) to (6, 0).'] };
const added: WidgetDifference = { widgetId: 'w-2', type: 'TEXT', kind: 'added', details: ['Only in the draft.'] };

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
    expect(within(onPage).getByRole('listitem')).toHaveTextContent('Moved: CHART w-1 — Moved from (0, 0) to (6, 0).');
    expect(within(inDialog).getByRole('listitem')).toHaveTextContent('Added: TEXT w-2 — Only in the draft.');

    const headings = [onPage, inDialog].map((region) => within(region).getByRole('heading', { level: 2 }));
    expect(headings[0]?.id).not.toBe(headings[1]?.id);
    expect(onPage).toHaveAttribute('aria-labelledby', headings[0]?.id);
    expect(inDialog).toHaveAttribute('aria-labelledby', headings[1]?.id);
  });

  it('says so when nothing differs', () => {
    render(<DifferenceList differences={[]} heading="What publishing changes" />);
    const region = screen.getByRole('region', { name: 'What publishing changes' });
    expect(within(region).getByText('No widget was added, removed, moved, resized or changed.')).toBeInTheDocument();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });
});
