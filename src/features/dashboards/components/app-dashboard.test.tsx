import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { htmlDeliveredTo } from '../../../../test/support/sandboxed-frame';
import { appSample } from '../samples/app-sample';
import { parsed, renderWithRouter } from '../test-utils';
import { DashboardView } from './dashboard-view';

describe('APP dashboards', () => {
  it('run the app’s entry file in a sandboxed iframe (scripts only: no same origin, no top navigation) beside its manifest', () => {
    const { config } = parsed(appSample);
    renderWithRouter(<DashboardView config={config} width={1200} />);
    const frame = screen.getByTitle('App: Revenue app');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-same-origin|allow-top-navigation|allow-popups|allow-forms/);
    expect(frame).toHaveAttribute('src', '/__switchboard/frame');
    expect(htmlDeliveredTo(frame as HTMLIFrameElement)).toContain('<h1>Revenue app</h1>');
    const manifest = within(screen.getByRole('complementary', { name: 'App manifest' }));
    expect(manifest.getByText('index.html')).toBeInTheDocument();
    expect(manifest.getByText('react')).toBeInTheDocument();
    expect(manifest.getByText('^19.0.0')).toBeInTheDocument();
    expect(manifest.getByText('2')).toBeInTheDocument();
  });

  it('prefer inline html, and say when an entry is longer than 255 characters', () => {
    const config = { kind: 'APP' as const, title: 'Inline', app: { entry: 'e'.repeat(300), html: '<p>inline</p>' } };
    renderWithRouter(<DashboardView config={config} width={1200} />);
    expect(htmlDeliveredTo(screen.getByTitle<HTMLIFrameElement>('App: Inline'))).toBe('<p>inline</p>');
    expect(screen.getByRole('alert')).toHaveTextContent('The entry is 300 characters long; at most 255 are allowed.');
  });

  it('deliver the app’s own scripts and styles inside its document (the frame may not fetch anything)', () => {
    const entry =
      '<html><head><link rel="stylesheet" href="styles.css"></head><body><script src="app.js"></script></body></html>';
    const config = {
      kind: 'APP' as const,
      title: 'Files',
      app: { entry: 'index.html', files: { 'index.html': entry, 'app.js': 'window.ran = 1', 'styles.css': 'p{}' } },
    };
    renderWithRouter(<DashboardView config={config} width={1200} />);
    const html = htmlDeliveredTo(screen.getByTitle<HTMLIFrameElement>('App: Files')) ?? '';
    expect(html).toContain(`<script src="data:text/javascript;charset=utf-8,${encodeURIComponent('window.ran = 1')}">`);
    expect(html).toContain('href="data:text/css;charset=utf-8,p%7B%7D"');
    expect(html).not.toMatch(/src="app\.js"|href="styles\.css"/);
  });
});
