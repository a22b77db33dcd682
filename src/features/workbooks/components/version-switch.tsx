import { useCallback } from 'react';
import { RadioGroup } from 'radix-ui';
import { useEnumParam, useUpdateSearchParams } from '@/lib/url-state';
import type { DashboardVersion } from '../model/dashboard-helpers';

const versions = ['published', 'draft'] as const;

/** Published or Draft, kept in `?version=draft` (absent means Published) so a shared link shows the same thing. */
export function useVersionParam(): [DashboardVersion, (next: DashboardVersion) => void] {
  const value = useEnumParam<DashboardVersion>('version', versions, 'published');
  const update = useUpdateSearchParams();
  const set = useCallback(
    (next: DashboardVersion) => update({ version: next === 'published' ? null : next }, { replace: true }),
    [update],
  );
  return [value, set];
}

/** The Published / Draft switch: one radio group that drives every dashboard on the page. */
export function VersionSwitch() {
  const [version, setVersion] = useVersionParam();
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
