import type { Page } from 'playwright-core';

interface MarkerWatch {
  /** Each chart marker set since the watch began, with what the chart's image showed at that instant. */
  marks: { name: string; scheme: string; sheet: 'white' | 'clear' | 'other' }[];
  observer: MutationObserver;
}

/**
 * Starts watching the charts' markers (`data-scheme`, the scheme a chart's image was drawn for). A chart once said
 * dark while its light image was still on screen: a white sheet in the dark theme. Each time a marker is set, the
 * corner of what the `<img>` paints at that instant is read from its pixels (in the same task as the change, so what
 * the next frame shows). A chart drawn for light has Vega's white sheet; one drawn for dark is see-through, the card
 * showing behind it (the seeded charts set no background of their own). Read with `chartsMarkedOverTheOtherScheme`.
 */
export async function watchChartMarkers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 24;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D canvas');
    const corner = (image: HTMLImageElement): MarkerWatch['marks'][number]['sheet'] => {
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      const [red = 0, green = 0, blue = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
      if (alpha === 0) return 'clear';
      return alpha === 255 && Math.min(red, green, blue) >= 250 ? 'white' : 'other';
    };
    const host = window as unknown as { chartMarkerWatch?: MarkerWatch };
    // One watch at a time: a second switch on the same page starts afresh.
    host.chartMarkerWatch?.observer.disconnect();
    const watch: MarkerWatch = {
      marks: [],
      observer: new MutationObserver((records) => {
        try {
          read(records);
        } catch (error) {
          // A check that could not look counts as a failure, never as nothing seen.
          watch.marks.push({ name: `the watch itself (${String(error)})`, scheme: 'unread', sheet: 'other' });
        }
      }),
    };
    host.chartMarkerWatch = watch;
    const read = (records: MutationRecord[]) => {
      for (const record of records) {
        const chart = record.target as HTMLElement;
        // Dashboard theme scopes carry the same attribute; only a chart's marker names its image's scheme.
        if (!chart.classList.contains('dash-vega')) continue;
        const image = chart.querySelector('img');
        const scheme = chart.dataset.scheme;
        if (scheme && image)
          watch.marks.push({ name: chart.getAttribute('aria-label') ?? 'A chart', scheme, sheet: corner(image) });
      }
    };
    watch.observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-scheme'] });
  });
}

/**
 * Since `watchChartMarkers`: how many chart markers were set, and the charts marked for a scheme their image on screen
 * was not drawn for (or a watch that could not read them).
 */
export function chartMarkers(page: Page): Promise<{ seen: number; wrong: string[] }> {
  return page.evaluate(() => {
    const watch = (window as unknown as { chartMarkerWatch?: MarkerWatch }).chartMarkerWatch;
    if (!watch) throw new Error('watchChartMarkers was not called on this page');
    const wrong = watch.marks
      .filter(({ scheme, sheet }) => scheme === 'unread' || (scheme === 'dark' ? sheet === 'white' : sheet === 'clear'))
      .map(({ name, scheme, sheet }) => `${name}: marked ${scheme} over a ${sheet === 'white' ? 'white' : 'see-through'} sheet`);
    return { seen: watch.marks.length, wrong };
  });
}
