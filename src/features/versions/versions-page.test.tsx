import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/support/render-app';
import { startInProcessSandbox, type InProcessSandbox } from '../../../test/support/in-process-sandbox';
import VersionsPage from './versions-page';
import { DIALECTS, type Dialect } from '../../../server/sandbox/dialects/dialect.ts';

/** Set by each dialect's describe block before its tests run. */
let dialect: Dialect = 'spec';

let env: InProcessSandbox;
let puts: unknown[];
let refuseNextPut: string | null;
let refuseStatus = 400;
let inner: typeof fetch;

beforeEach(() => {
  env = startInProcessSandbox({ dialect });
  puts = [];
  refuseNextPut = null;
  refuseStatus = 400;
  inner = globalThis.fetch;
  // Records deployment updates (to prove what was sent, or that nothing was), and can refuse one like the service would.
  const recording = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if ((init?.method ?? 'GET') === 'PUT') {
      puts.push(JSON.parse(typeof init?.body === 'string' ? init.body : 'null'));
      if (refuseNextPut) {
        const error = refuseNextPut;
        refuseNextPut = null;
        return new Response(JSON.stringify({ error }), { status: refuseStatus, headers: { 'content-type': 'application/json' } });
      }
    }
    return inner(input, init);
  };
  globalThis.fetch = recording;
});
afterEach(() => {
  globalThis.fetch = inner;
  // Whatever the test did, the console sent nothing the published document leaves out (reference dialect).
  const refused = env.sandbox.requests.list().filter((entry) => entry.refused !== null);
  env.restore();
  expect(refused).toEqual([]);
});

function renderVersions(search = '') {
  const { deployments, keys } = env.fixtures;
  return renderPage(<VersionsPage />, {
    url: `/deployments/${deployments.primary}/versions${search}`,
    path: '/deployments/:deploymentId/versions',
    apiKey: keys.admin,
  });
}

const rowOf = (version: string) => screen.getByRole('rowheader', { name: version }).closest('tr') as HTMLElement;
const currentSection = () => screen.getByRole('heading', { name: 'Current version' }).closest('section') as HTMLElement;

/** Presses a row's "Switch to <version>" and returns the confirm dialog it opens. */
async function openSwitch(user: ReturnType<typeof userEvent.setup>, version: string) {
  await user.click(within(rowOf(version)).getByRole('button', { name: `Switch to ${version}` }));
  return screen.findByRole('alertdialog', { name: `Switch to ${version}?` });
}

/** The page, its versions table loaded, and the switch dialog of `version` open. */
async function renderAndOpenSwitch(version: string) {
  const user = userEvent.setup();
  renderVersions();
  await screen.findByRole('table', { name: 'Available versions' });
  return { user, dialog: await openSwitch(user, version) };
}

async function serverSettings() {
  const { deployments, keys } = env.fixtures;
  const res = await env.request(`/api/v1/deployments/${deployments.primary}/settings`, { key: keys.admin });
  return (await res.json()) as { releaseChannel: string; releaseChannelVersion: string; releaseChannelVersionHold: boolean };
}

describe.each(DIALECTS)('the versions page (%s dialect)', (d) => {
  beforeAll(() => {
    dialect = d;
  });
  it('shows the current channel, version and hold, and the list with its badges', async () => {
    const { versions } = env.fixtures;
    renderVersions();
    await screen.findByRole('table', { name: 'Available versions' });
    expect(within(currentSection()).getByText(versions.current)).toBeInTheDocument();
    expect(within(currentSection()).getByText('latest')).toBeInTheDocument();
    expect(within(currentSection()).getByText('Held')).toBeInTheDocument();
    expect(within(rowOf(versions.current)).getByText('Current')).toBeInTheDocument();
    expect(within(rowOf(versions.current)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf(versions.latest)).getByText('Latest in channel')).toBeInTheDocument();
    expect(within(rowOf(versions.latest)).getByText(`${versions.image}:v${versions.latest}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow the release channel' })).toBeInTheDocument();
  });

  it('switches to an older version after a confirm that shows from and to, and moves "Current"', async () => {
    const { versions } = env.fixtures;
    const { user, dialog } = await renderAndOpenSwitch(versions.older);
    expect(within(dialog).getByText(`${versions.current} (latest channel)`)).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(`^${versions.older} \\(latest channel`))).toBeInTheDocument();
    expect(within(dialog).getByText('The deployment restarts on the new version.')).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: `Switch to ${versions.older}` }));
    expect(await screen.findByText(`Deployment now on ${versions.older}`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(puts).toEqual([{ releaseChannelVersion: versions.older, releaseChannelVersionHold: true }]);
    await waitFor(() => expect(within(rowOf(versions.older)).getByText('Current')).toBeInTheDocument());
    expect(within(rowOf(versions.current)).queryByText('Current')).not.toBeInTheDocument();
    expect(within(currentSection()).getByText(versions.older)).toBeInTheDocument();
    expect((await serverSettings()).releaseChannelVersion).toBe(versions.older);
  });

  it('puts focus on the row that is now current when its Switch button went away, not on the page body', async () => {
    const { versions } = env.fixtures;
    const user = userEvent.setup();
    renderVersions();
    await screen.findByRole('table', { name: 'Available versions' });
    within(rowOf(versions.older))
      .getByRole('button', { name: `Switch to ${versions.older}` })
      .focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: `Switch to ${versions.older}?` });
    await user.click(within(dialog).getByRole('button', { name: `Switch to ${versions.older}` }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowOf(versions.older)).toHaveFocus());
    expect(within(rowOf(versions.older)).getByText('Current')).toBeInTheDocument();
    expect(within(rowOf(versions.older)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the open confirm dialog in the URL, and drops it on cancel', async () => {
    const user = userEvent.setup();
    renderVersions('?switch=latest:1.3.20');
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to 1.3.20?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location').textContent).toBe(`/deployments/${env.fixtures.deployments.primary}/versions`);
    await user.click(screen.getByRole('button', { name: 'Follow the release channel' }));
    await screen.findByRole('alertdialog', { name: 'Follow the release channel?' });
    expect(screen.getByTestId('location').textContent).toMatch(/\?follow=release$/);
    expect(puts).toHaveLength(0);
  });

  it('follows the latest of a channel by sending only the channel', async () => {
    const user = userEvent.setup();
    renderVersions();
    await screen.findByRole('table', { name: 'Available versions' });
    await user.click(screen.getByRole('button', { name: 'Follow the release channel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Follow the release channel?' });
    expect(
      within(dialog).getByText(/the newest version of the release channel \(now 1\.2\.30\), following it from now on/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Follow the release channel' }));
    expect(await screen.findByText('Deployment now on 1.2.30')).toBeInTheDocument();
    expect(puts).toEqual([{ releaseChannel: 'release', releaseChannelVersionHold: false }]);
    await waitFor(() => expect(within(rowOf('1.2.30')).getByText('Current')).toBeInTheDocument());
    expect(within(currentSection()).getByText('Following')).toBeInTheDocument();
    expect(await serverSettings()).toMatchObject({
      releaseChannel: 'release',
      releaseChannelVersion: '1.2.30',
      releaseChannelVersionHold: false,
    });
    // Following it again would change nothing: the channel says it is followed, with no button; the entries keep
    // their places (by name), though the table now puts the release channel first.
    const channels = within(screen.getByRole('region', { name: 'Channels' })).getAllByRole('listitem');
    expect(channels.map((item) => item.querySelector('strong')?.textContent)).toEqual(['latest', 'release']);
    expect(within(channels[1] as HTMLElement).getByText('Followed now')).toBeInTheDocument();
    // Its Follow button is gone: focus waits on its entry, not at the top of the page.
    await waitFor(() => expect(channels[1]).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Follow the release channel' })).not.toBeInTheDocument();
    expect(within(channels[0] as HTMLElement).getByRole('button', { name: 'Follow the latest channel' })).toBeEnabled();
  });

  it('sends the channel too when the chosen version is on another channel', async () => {
    const user = userEvent.setup();
    renderVersions();
    await screen.findByRole('table', { name: 'Available versions' });
    const dialog = await openSwitch(user, '1.2.28');
    await user.click(within(dialog).getByRole('button', { name: 'Switch to 1.2.28' }));
    expect(await screen.findByText('Deployment now on 1.2.28')).toBeInTheDocument();
    expect(puts).toEqual([{ releaseChannelVersion: '1.2.28', releaseChannel: 'release', releaseChannelVersionHold: true }]);
  });

  it.each(['1.3.20', 'v1.3.20', 'cubejs/cube:v1.3.20', '  V1.3.20 '])(
    'normalizes a typed version (%s) before confirming',
    async (typed) => {
      const user = userEvent.setup();
      renderVersions();
      await screen.findByRole('table', { name: 'Available versions' });
      await user.type(screen.getByRole('textbox', { name: 'Version' }), typed);
      await user.click(screen.getByRole('button', { name: 'Review switch' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Switch to 1.3.20?' });
      await user.click(within(dialog).getByRole('button', { name: 'Switch to 1.3.20' }));
      expect(await screen.findByText('Deployment now on 1.3.20')).toBeInTheDocument();
      expect(puts).toEqual([{ releaseChannelVersion: '1.3.20', releaseChannelVersionHold: true }]);
      // Done with: once the deployment runs it, the box empties for the next one.
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Version' })).toHaveValue(''));
    },
  );

  it('keeps what was typed after a cancelled review, when another version is switched to from the list', async () => {
    const user = userEvent.setup();
    renderVersions();
    await screen.findByRole('table', { name: 'Available versions' });
    const input = screen.getByRole('textbox', { name: 'Version' });
    await user.type(input, '1.3.20');
    await user.click(screen.getByRole('button', { name: 'Review switch' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Switch to 1.3.20?' })).getByRole('button', { name: 'Cancel' }),
    );
    await user.clear(input);
    await user.type(input, '1.2.28');
    const dialog = await openSwitch(user, '1.3.20');
    await user.click(within(dialog).getByRole('button', { name: 'Switch to 1.3.20' }));
    expect(await screen.findByText('Deployment now on 1.3.20')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('1.3.20')).getByText('Current')).toBeInTheDocument());
    expect(input).toHaveValue('1.2.28');
  });

  it('refuses a version not on the list before sending, naming the closest listed ones', async () => {
    const user = userEvent.setup();
    renderVersions();
    await screen.findByRole('table', { name: 'Available versions' });
    const input = screen.getByRole('textbox', { name: 'Version' });
    await user.type(input, 'v1.3.21');
    await user.click(screen.getByRole('button', { name: 'Review switch' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "1.3.21 is not on this deployment's versions list. The closest listed versions are 1.3.20 and 1.3.22.",
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'someone/else:v1.3.20');
    await user.click(screen.getByRole('button', { name: 'Review switch' }));
    expect(screen.getByRole('alert')).toHaveTextContent("“someone/else” is not this deployment's image");
    expect(puts).toHaveLength(0);
  });

  it('keeps the dialog open with the service’s refusal', async () => {
    const user = userEvent.setup();
    renderVersions();
    await screen.findByRole('table', { name: 'Available versions' });
    refuseNextPut = 'releaseChannelVersion "1.3.20" is not on the versions list for channel "latest"';
    const dialog = await openSwitch(user, '1.3.20');
    await user.click(within(dialog).getByRole('button', { name: 'Switch to 1.3.20' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'releaseChannelVersion "1.3.20" is not on the versions list for channel "latest"',
    );
    expect(screen.getByRole('alertdialog', { name: 'Switch to 1.3.20?' })).toBeInTheDocument();
    expect(puts).toHaveLength(1);

    // A retry from the same dialog goes through.
    await user.click(within(dialog).getByRole('button', { name: 'Switch to 1.3.20' }));
    expect(await screen.findByText('Deployment now on 1.3.20')).toBeInTheDocument();
    expect(puts).toHaveLength(2);
  });
  it('lists each channel as a group, newest first by version number, with sentences for labels', async () => {
    renderVersions();
    const table = await screen.findByRole('table', { name: 'Available versions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.filter((text) => text?.startsWith('The '))).toEqual([
      expect.stringMatching(/^The latest channel/),
      expect.stringMatching(/^The release channel/),
    ]);
    const latestRows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryByRole('cell', { name: 'latest' }));
    const numbers = latestRows.map((row) => within(row).getByRole('rowheader').textContent ?? '');
    expect(numbers).toEqual([...numbers].sort((a, b) => b.localeCompare(a, 'en', { numeric: true })));
    expect(screen.queryByText(/latest latest/)).not.toBeInTheDocument();
  });

  it('releases the hold and holds again from the current version, and the server holds what is shown', async () => {
    const { versions } = env.fixtures;
    const user = userEvent.setup();
    renderVersions();
    await screen.findByRole('table', { name: 'Available versions' });
    await user.click(within(currentSection()).getByRole('button', { name: 'Release the hold' }));
    expect(await screen.findByText('Hold released')).toBeInTheDocument();
    await waitFor(() => expect(within(currentSection()).getByText('Following')).toBeInTheDocument());
    expect((await serverSettings()).releaseChannelVersionHold).toBe(false);

    await user.click(within(currentSection()).getByRole('button', { name: `Hold on ${versions.current}` }));
    expect(await screen.findByText(`Held on ${versions.current}`)).toBeInTheDocument();
    await waitFor(() => expect(within(currentSection()).getByText('Held')).toBeInTheDocument());
    expect(puts).toEqual([{ releaseChannelVersionHold: false }, { releaseChannelVersionHold: true }]);
    expect((await serverSettings()).releaseChannelVersionHold).toBe(true);
  });

  it('says in the confirm what happens to the hold, and sends what the admin chose', async () => {
    const { versions } = env.fixtures;
    const { user, dialog } = await renderAndOpenSwitch(versions.latest);
    // Held now, so the default keeps it held; unticking says the hold is released.
    expect(within(dialog).getByTestId('hold-change')).toHaveTextContent(
      `Stays held (Held → Held): it stays on ${versions.latest}`,
    );
    await user.click(within(dialog).getByRole('checkbox', { name: `Hold the deployment on ${versions.latest}` }));
    expect(within(dialog).getByTestId('hold-change')).toHaveTextContent('The hold is released (Held → Following)');
    await user.click(within(dialog).getByRole('button', { name: `Switch to ${versions.latest}` }));
    expect(await screen.findByText(`Deployment now on ${versions.latest}`)).toBeInTheDocument();
    expect(puts).toEqual([{ releaseChannelVersion: versions.latest, releaseChannelVersionHold: false }]);
    expect(await serverSettings()).toMatchObject({ releaseChannelVersion: versions.latest, releaseChannelVersionHold: false });
  });
  it('says an unheld switch below the channel’s newest stays there until the next release, as the page then shows', async () => {
    const { versions } = env.fixtures;
    const { user, dialog } = await renderAndOpenSwitch(versions.older);
    await user.click(within(dialog).getByRole('checkbox', { name: `Hold the deployment on ${versions.older}` }));
    const stays = `it stays on ${versions.older} now and moves to the latest channel's next release when that comes out (not to ${versions.latest}, its newest version now).`;
    expect(within(dialog).getByTestId('hold-change')).toHaveTextContent(`The hold is released (Held → Following): ${stays}`);
    expect(within(dialog).queryByText(/newest version\.$/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: `Switch to ${versions.older}` }));
    expect(await screen.findByText(`Deployment now on ${versions.older}`)).toBeInTheDocument();

    await waitFor(() => expect(within(currentSection()).getByText('Following')).toBeInTheDocument());
    expect(currentSection()).toHaveTextContent(`not held: ${stays}`);
    expect(await serverSettings()).toMatchObject({ releaseChannelVersion: versions.older, releaseChannelVersionHold: false });
    expect(within(rowOf(versions.latest)).getByText('Latest in channel')).toBeInTheDocument();
  });

  it('turns every version change off with the reason once the service refused this key (403)', async () => {
    const { versions } = env.fixtures;
    const user = userEvent.setup();
    renderVersions();
    await screen.findByRole('table', { name: 'Available versions' });
    refuseStatus = 403;
    refuseNextPut = 'This key may not update deployments';
    const dialog = await openSwitch(user, versions.older);
    await user.click(within(dialog).getByRole('button', { name: `Switch to ${versions.older}` }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This key may not update deployments');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const reason = 'Version changes are not available to this key on this deployment: This key may not update deployments';
    const switchButton = within(rowOf(versions.latest)).getByRole('button', { name: `Switch to ${versions.latest}` });
    expect(switchButton).toBeDisabled();
    expect(switchButton).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('button', { name: 'Follow the release channel' })).toBeDisabled();
    expect(within(currentSection()).getByRole('button', { name: 'Release the hold' })).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('button', { name: 'Review switch' })).toBeDisabled();
    expect(puts).toHaveLength(1);
  });
});
