import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadedListStatus, type LoadedListStatusProps } from './loaded-list-status';

const base: LoadedListStatusProps = {
  what: 'workbooks',
  loaded: 1,
  matching: 1,
  total: null,
  search: '',
  searchedByService: false,
  publishedKnown: true,
  hasMore: false,
  loadingMore: false,
  loadMoreError: null,
  onLoadMore: () => {},
};

describe('LoadedListStatus', () => {
  it('speaks of a single workbook in the singular', () => {
    const { rerender } = render(<LoadedListStatus {...base} />);
    expect(screen.getByRole('status')).toHaveTextContent('The only workbook is shown.');
    rerender(<LoadedListStatus {...base} search="rev" matching={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Searched the only workbook: 0 match.');
  });

  it('counts several, and says a search covered only the loaded page when more remain', () => {
    const { rerender } = render(<LoadedListStatus {...base} loaded={3} matching={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('All 3 workbooks are shown.');
    rerender(<LoadedListStatus {...base} loaded={25} matching={2} total={126} search="rev" hasMore />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Searched the 25 workbooks loaded of 126: 2 match\./);
    expect(screen.getByRole('button', { name: 'Load more workbooks' })).toBeInTheDocument();
  });
});
