import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/errors';
import { QueryState, type QueryLike } from './query-state';

interface Page {
  items: string[];
}

function query(patch: Partial<QueryLike<Page>>): QueryLike<Page> {
  return { data: undefined, error: null, isPending: false, isError: false, refetch: vi.fn(), ...patch };
}

function show(q: QueryLike<Page>, extra: { keepDataOnError?: boolean } = {}) {
  return render(
    <QueryState
      query={q}
      what="the branches"
      pendingLabel="Loading branches…"
      deploymentName="Acme"
      isEmpty={(data) => data.items.length === 0}
      empty="No branches."
      {...extra}
    >
      {(data) => (
        <ul aria-label="Branches">
          {data.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows a labelled skeleton while pending', () => {
    show(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading branches…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so while a failed query is tried again, instead of a silent skeleton', () => {
    const { unmount } = show(query({ isPending: true, failureCount: 0, failureReason: null }));
    expect(screen.getByRole('status')).not.toHaveTextContent('trying again');
    unmount();
    show(query({ isPending: true, failureCount: 1, failureReason: new ApiError('List branches', 503, 'Service unavailable') }));
    expect(screen.getByRole('status')).toHaveTextContent('The service failed (503); trying again…');
  });

  it('shows a 5xx where the data would be, with Retry that refetches', async () => {
    const refetch = vi.fn();
    show(query({ isError: true, error: new ApiError('List branches', 503, 'Service unavailable'), refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('The service failed (503)');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says a 403 names the deployment and offers no Retry that would only be refused again', () => {
    show(query({ isError: true, error: new ApiError('List branches', 403, 'no') }));
    expect(screen.getByRole('alert')).toHaveTextContent('This key is not authorized for deployment Acme.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the empty state, or the data', () => {
    const { unmount } = show(query({ data: { items: [] } }));
    expect(screen.getByRole('status')).toHaveTextContent('No branches.');
    unmount();
    show(query({ data: { items: ['main', 'feature-x'] } }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['main', 'feature-x']);
  });

  it('keeps data loaded before a failed refetch only when asked to', () => {
    const failedRefetch = { data: { items: ['main'] }, isError: true, error: new ApiError('List branches', 503, 'x') };
    const { unmount } = show(query(failedRefetch));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    unmount();
    show(query(failedRefetch), { keepDataOnError: true });
    expect(screen.getByRole('list', { name: 'Branches' })).toBeInTheDocument();
  });
});
