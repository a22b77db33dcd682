import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parsed, renderWithRouter } from '../test-utils';
import { DashboardView } from './dashboard-view';

const published = parsed({
  widgets: [{ id: 'intro', type: 'TEXT', position: { x: 0, y: 0, w: 12, h: 2 }, config: { title: 'Intro', text: 'Hello.' } }],
}).config;
const draft = parsed({
  widgets: [
    { id: 'intro', type: 'TEXT', position: { x: 0, y: 0, w: 12, h: 2 }, config: { title: 'Intro', text: 'Hello.' } },
    { id: 'note', type: 'AI', position: { x: 0, y: 2, w: 6, h: 3 }, config: { title: 'Draft only', prompt: 'What changed?' } },
  ],
}).config;

/** The workbook page's Published/Draft switch: the same view, given another config. */
function VersionHarness() {
  const [version, setVersion] = useState<'published' | 'draft'>('published');
  return (
    <>
      <button type="button" onClick={() => setVersion('draft')}>
        Draft
      </button>
      <DashboardView config={version === 'draft' ? draft : published} width={1280} />
    </>
  );
}

describe('switching to a config with more widgets', () => {
  it('draws the cards of widgets that only the new config has', async () => {
    const user = userEvent.setup();
    renderWithRouter(<VersionHarness />);
    expect(await within(screen.getByRole('group', { name: 'Intro' })).findByText('Hello.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draft' }));
    const added = await screen.findByRole('group', { name: 'Draft only' });
    expect(await within(added).findByText('What changed?')).toBeInTheDocument();
  });
});
