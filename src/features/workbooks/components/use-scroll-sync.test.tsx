import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useScrollSync } from './use-scroll-sync';

function TwoBoxes() {
  const sync = useScrollSync();
  return (
    <>
      <div role="region" aria-label="Left" ref={sync.ref(0)} onScroll={() => sync.onScroll(0)} />
      <div role="region" aria-label="Right" ref={sync.ref(1)} onScroll={() => sync.onScroll(1)} />
    </>
  );
}

describe('useScrollSync', () => {
  it('scrolls the other box to the same place, whichever box leads', () => {
    render(<TwoBoxes />);
    const left = screen.getByRole('region', { name: 'Left' });
    const right = screen.getByRole('region', { name: 'Right' });
    left.scrollTop = 300;
    left.scrollLeft = 20;
    fireEvent.scroll(left);
    expect(right.scrollTop).toBe(300);
    expect(right.scrollLeft).toBe(20);
    // The echo of that programmatic scroll does not push the leader back.
    fireEvent.scroll(right);
    expect(left.scrollTop).toBe(300);
    right.scrollTop = 120;
    fireEvent.scroll(right);
    expect(left.scrollTop).toBe(120);
  });
});
