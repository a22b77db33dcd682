import type { Workbook } from '@/api/schemas';
import { describeError } from '@/api/errors';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { useEmbedAccess } from '../api/get-embed-access';
import { useUpdateEmbedAccess } from '../api/update-embed-access';

/** The workbook's embedding: the dashboard's switch, and read access per embed tenant (grant `read`, revoke to `none`). */
export function EmbedAccessPanel({ deploymentId, workbook }: { deploymentId: string; workbook: Workbook }) {
  const workbookId = String(workbook.id);
  const access = useEmbedAccess(deploymentId, workbookId);
  const update = useUpdateEmbedAccess(deploymentId, workbookId);
  const changing = update.isPending ? update.variables.embedTenantName : null;
  return (
    <section className="wb-panel" aria-labelledby="wb-embed-title">
      <h2 id="wb-embed-title">Embedding</h2>
      {access.isPending ? (
        <LoadingState label="Loading embed access…" rows={2} />
      ) : access.isError ? (
        <ErrorState error={access.error} what="the embed access" onRetry={() => void access.refetch()} />
      ) : (
        <>
          <p>
            Signed embedding is <strong>{access.data.allowEmbed ? 'on' : 'off'}</strong>
            {workbook.publishedDashboard ? '' : ' (nothing is published yet)'}. Every embed user:{' '}
            <strong>{access.data.allEmbedUsers.enabled ? access.data.allEmbedUsers.action : 'no access'}</strong>.
          </p>
          {access.data.tenants.length === 0 ? (
            <p className="muted">This account has no embed tenants.</p>
          ) : (
            <table className="table">
              <caption className="visually-hidden">Embed access per tenant</caption>
              <thead>
                <tr>
                  <th scope="col">Embed tenant</th>
                  <th scope="col">Access</th>
                  <th scope="col">
                    <span className="visually-hidden">Change</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {access.data.tenants.map((tenant) => {
                  const next = tenant.action === 'read' ? 'none' : 'read';
                  return (
                    <tr key={tenant.embedTenantName}>
                      <td>{tenant.embedTenantName}</td>
                      <td>
                        <Badge tone={tenant.action === 'read' ? 'success' : 'neutral'}>
                          {tenant.action === 'read' ? 'Read' : 'None'}
                        </Badge>
                      </td>
                      <td>
                        <Button
                          size="sm"
                          pending={changing === tenant.embedTenantName}
                          disabled={changing !== null}
                          aria-label={`${next === 'read' ? 'Grant read access to' : 'Revoke access of'} ${tenant.embedTenantName}`}
                          onClick={() => update.mutate({ embedTenantName: tenant.embedTenantName, action: next })}
                        >
                          {next === 'read' ? 'Grant read' : 'Revoke'}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {update.isError ? (
            <p role="alert" className="form-error">
              {describeError(update.error)}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
