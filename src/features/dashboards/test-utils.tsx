import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { parseDashboardInput } from './model/parse-dashboard-input';

/** Renders inside a router (the views keep state in the URL) and exposes the current location for assertions. */
export function renderWithRouter(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  const location: { current: { pathname: string; search: string; hash: string } } = {
    current: { pathname: '', search: '', hash: '' },
  };
  function LocationSpy() {
    const current = useLocation();
    location.current = current;
    return null;
  }
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      {ui}
      <LocationSpy />
    </MemoryRouter>,
  );
  return { ...result, location };
}

/** A config and snapshots from raw JSON, failing loudly if the fixture itself is broken. */
export function parsed(json: unknown) {
  const result = parseDashboardInput(json);
  if (!result.config) throw new Error(`fixture does not parse: ${JSON.stringify(result.problems)}`);
  return { config: result.config, reportSnapshots: result.reportSnapshots, problems: result.problems };
}
