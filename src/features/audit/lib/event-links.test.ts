import { describe, expect, it } from 'vitest';
import { eventLinks } from './event-links';

describe('eventLinks', () => {
  it('names a copied workbook and its source by the names the event carries, under the ids it gives', () => {
    const links = eventLinks('Acme Analytics', '7', {
      sourceWorkbookId: 2,
      sourceWorkbookName: 'Operations overview',
      workbookId: 9,
      workbookName: 'Copy of Operations overview',
    });
    expect(links).toEqual([
      { kind: 'Deployment', name: 'Acme Analytics', id: '7', to: '/deployments/7' },
      { kind: 'Workbook', name: 'Copy of Operations overview', id: '9', to: '/deployments/7/workbooks/9' },
      { kind: 'Source workbook', name: 'Operations overview', id: '2', to: '/deployments/7/workbooks/2' },
    ]);
  });

  it('leaves the name out (the id stands in) when the event gives none, or a blank one', () => {
    const links = eventLinks('', null, { deploymentId: 4, workbookId: '5', sourceWorkbookId: 6, sourceWorkbookName: ' ' });
    expect(links.map(({ kind, name, id }) => ({ kind, name, id }))).toEqual([
      { kind: 'Deployment', name: null, id: '4' },
      { kind: 'Workbook', name: null, id: '5' },
      { kind: 'Source workbook', name: null, id: '6' },
    ]);
  });
});
