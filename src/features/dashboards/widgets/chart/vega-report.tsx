import { lazy } from 'react';
import type { ReportSnapshot } from '@/api/schemas/dashboard';
import { Deferred } from '../deferred';
import { Placeholder } from '../placeholder';
import { encodedFields, isDrawableVega, markName, specObject } from './spec';

// Its own chunk (vega itself runs in a worker, see draw-vega): never part of the first load.
const VegaChart = lazy(() => import('./vega-chart'));

export function VegaReport({ snapshot, title }: { snapshot: ReportSnapshot; title: string }) {
  const spec = specObject(snapshot.spec);
  if (spec && isDrawableVega(spec)) {
    return (
      <Deferred label={title}>
        <VegaChart spec={spec} title={title} />
      </Deferred>
    );
  }
  const mark = markName(spec);
  const fields = encodedFields(spec);
  return (
    <Placeholder label={`${mark ? `${capitalize(mark)} chart` : 'Chart'} (data not included in the snapshot)`}>
      {fields.length > 0 ? (
        <ul className="dash-fields">
          {fields.map((field) => (
            <li key={field}>{field}</li>
          ))}
        </ul>
      ) : (
        <span>No encoded fields in the spec.</span>
      )}
    </Placeholder>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
