import { Fragment } from 'react';
import { NameText } from '@/components/ui/name-text';
import type { SettingGroup } from '../lib/settings-groups';
import '../deployments.css';

/** The overview's settings: one titled list per group, in the existing facts style. */
export function SettingsGroupsView({ groups }: { groups: SettingGroup[] }) {
  return (
    <div className="settings-groups">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`settings-${group.id}`}>
          <h2 id={`settings-${group.id}`}>{group.title}</h2>
          {group.rows.length === 0 ? (
            <p className="muted">None set.</p>
          ) : (
            <dl className="facts">
              {group.rows.map((row) => (
                <Fragment key={row.key}>
                  <dt>{row.label}</dt>
                  <dd className={row.unset ? 'muted' : undefined}>
                    <NameText value={row.value} />
                  </dd>
                </Fragment>
              ))}
            </dl>
          )}
        </section>
      ))}
    </div>
  );
}
