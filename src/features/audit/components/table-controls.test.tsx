import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { recogniseColumns } from '../lib/columns';
import { TableControls } from './table-controls';

const columns = recogniseColumns(['timestamp', 'userEmail', 'eventName']);

function renderControls(streaming: boolean) {
  return render(
    <TableControls
      columns={columns}
      visible={columns.all}
      filters={[]}
      deployments={[]}
      shown={1200}
      total={1200}
      streaming={streaming}
      onFilter={vi.fn()}
      onClearFilters={vi.fn()}
      onColumns={vi.fn()}
    />,
  );
}

describe('the table’s count line', () => {
  it('is read out when the table filters change, but not each second while the export streams in', () => {
    const { unmount } = renderControls(true);
    expect(screen.getByText('1,200 events in the table')).toHaveAttribute('aria-live', 'off');
    unmount();
    renderControls(false);
    expect(screen.getByText('1,200 events in the table')).toHaveAttribute('aria-live', 'polite');
  });
});
