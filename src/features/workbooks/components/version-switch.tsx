import { useCallback } from 'react';
import { RadioGroup } from 'radix-ui';
import { useEnumParam, useUpdateSearchParams } from '@/lib/url-state';
import type { DashboardVersion } from '../model/dashboard-helpers';

const versions = ['published', 'draft'] as const;

/**
 * Published or Draft, kept in `?version=` so a shared link shows the same thing. Absent means `fallback`: Published,
 * except for a workbook never published, whose Published view could only say there is none.
 */
export function useVersionParam(fallback: DashboardVersion = 'published'): [DashboardVersion, (next: DashboardVersion) => void] {
  const value = useEnumParam<DashboardVersion>('version', versions, fallback);
  const update = useUpdateSearchParams();
  const set = useCallback(
    (next: DashboardVersion) => update({ version: next === fallback ? null : next }, { replace: true }),
    [update, fallback],
  );
  return [value, set];
}

/** The Published / Draft switch: one radio group that drives every dashboard on the page (`fallback` as above). */
export function VersionSwitch({ fallback = 'published' }: { fallback?: DashboardVersion }) {
  const [version, setVersion] = useVersionParam(fallback);
  return (
    <div className="wb-version">
      <RadioGroup.Root
        className="wb-segmented"
        aria-label="Dashboard version"
        orientation="horizontal"
        value={version}
        onValueChange={(next) => setVersion(next as DashboardVersion)}
      >
        <RadioGroup.Item value="published" className="wb-segment">
          Published
        </RadioGroup.Item>
        <RadioGroup.Item value="draft" className="wb-segment">
          Draft
        </RadioGroup.Item>
      </RadioGroup.Root>
    </div>
  );
}
