import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function PublishDialog({ busy }: { busy: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Publish the draft" busy={busy}>
      <p>Publishing makes the draft what viewers see.</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('stays open while busy: Escape does nothing and × is disabled', async () => {
    const user = userEvent.setup();
    render(<PublishDialog busy />);
    const dialog = screen.getByRole('dialog', { name: 'Publish the draft' });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('closes on Escape and on × when not busy', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PublishDialog busy={false} />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<PublishDialog busy={false} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
