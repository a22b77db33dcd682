import { useMemo } from 'react';
import { Link } from 'react-router';
import { useDeployments } from '@/api/deployments';
import type { PromotionReference } from '@/api/schemas';
import { Badge } from '@/components/ui/badge';
import { NameText } from '@/components/ui/name-text';
import { DateTime } from '@/components/ui/date-time';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { usePromotionSummary } from '../api/get-promotion';
import { usePromotionLinks } from '../api/list-promotion-links';
import { usePromotions } from '../api/list-promotions';
import { workbookUrl } from '../model/urls';

/**
 * Deployment names by id. A promotion names its deployments by id only; the names come from the deployments list
 * the switcher and the promote dialog read (one cached query), and an id the list does not hold stays an id.
 */
function useDeploymentNames(): ReadonlyMap<string, string> {
  const list = useDeployments({ offset: 0, limit: 100 });
  return useMemo(() => new Map((list.data?.items ?? []).map((d) => [d.id, d.name])), [list.data]);
}

function WorkbookRef({
  reference,
  deploymentNames,
}: {
  reference: PromotionReference | null | undefined;
  deploymentNames: ReadonlyMap<string, string>;
}) {
  if (!reference) return <>—</>;
  const name = reference.name ?? `workbook ${reference.workbookId ?? '?'}`;
  if (reference.availability === 'unavailable' || reference.workbookId == null || reference.deploymentId == null)
    return <>{name} (no longer available)</>;
  const deploymentName = deploymentNames.get(String(reference.deploymentId));
  return (
    <>
      <Link to={workbookUrl(String(reference.deploymentId), reference.workbookId)}>{name}</Link> (
      {deploymentName === undefined ? `deployment ${reference.deploymentId}` : <NameText value={deploymentName} />})
    </>
  );
}

const outcomeTone = { created: 'success', updated: 'info', unchanged: 'neutral' } as const;

/** Where the workbook came from (`promotion`), where it went (`promotion-links`) and each promotion of it. */
export function PromotionHistory({ deploymentId, workbookId }: { deploymentId: string; workbookId: string }) {
  const summary = usePromotionSummary(deploymentId, workbookId);
  const links = usePromotionLinks(deploymentId, workbookId);
  const promotions = usePromotions(deploymentId, workbookId);
  const failed = [summary, links, promotions].find((q) => q.isError);
  const deploymentNames = useDeploymentNames();
  return (
    <section className="wb-panel" aria-labelledby="wb-promotions-title">
      <h2 id="wb-promotions-title">Promotions</h2>
      {summary.isPending || links.isPending || promotions.isPending ? (
        <LoadingState label="Loading promotions…" rows={2} />
      ) : failed ? (
        <ErrorState error={failed.error} what="the promotions" onRetry={() => void failed.refetch()} />
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>Came from</dt>
              <dd>
                {summary.data?.promotion ? (
                  <>
                    <WorkbookRef reference={summary.data.promotion.parent} deploymentNames={deploymentNames} />
                    {summary.data.promotion.origin.workbookId !== summary.data.promotion.parent.workbookId ? (
                      <>
                        , first from <WorkbookRef reference={summary.data.promotion.origin} deploymentNames={deploymentNames} />
                      </>
                    ) : null}
                  </>
                ) : (
                  'Not made by a promotion'
                )}
              </dd>
            </div>
            <div>
              <dt>Promoted to</dt>
              <dd>
                {links.data && links.data.items.length > 0 ? (
                  <ul className="plain-list" aria-label="Promoted to">
                    {links.data.items.map((link) => (
                      <li key={link.id}>
                        <WorkbookRef reference={link.target} deploymentNames={deploymentNames} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  'Nowhere yet'
                )}
              </dd>
            </div>
          </dl>
          {promotions.data && promotions.data.items.length > 0 ? (
            <table className="table">
              <caption>Promotions of this workbook, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">To</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {promotions.data.items.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <DateTime value={p.completedAt} />
                    </td>
                    <td>
                      <Badge tone={outcomeTone[p.outcome]}>{p.outcome}</Badge>
                      {p.overrideRequested ? ' (override)' : ''}
                    </td>
                    <td>
                      <WorkbookRef reference={p.target} deploymentNames={deploymentNames} />
                    </td>
                    <td>{p.performedBy.displayName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      )}
    </section>
  );
}
