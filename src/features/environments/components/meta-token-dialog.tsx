import type { Environment } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCreateMetaToken } from '../api/create-meta-token';
import { MetaTokenForm, serviceErrorOf } from './meta-token-form';
import { TokenResult } from './token-result';
import { NameText } from '@/components/ui/name-text';

export interface MetaTokenDialogProps {
  deploymentId: string;
  environment: Environment | null;
  onClose: () => void;
}

/** Create a metadata token for one environment. Closing the dialog drops the token from memory and the cache. */
export function MetaTokenDialog({ deploymentId, environment, onClose }: MetaTokenDialogProps) {
  const create = useCreateMetaToken();

  function close() {
    // reset() removes the mutation (and its token) from the cache; gcTime 0 makes that immediate.
    create.reset();
    onClose();
  }

  return (
    <Dialog
      open={environment !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={
        environment ? (
          <>
            Create metadata token for <NameText value={environment.title} />
          </>
        ) : (
          'Create metadata token'
        )
      }
      description="A token for the data API's metadata endpoints of this environment."
      size="lg"
    >
      {environment === null ? null : create.data ? (
        <>
          <TokenResult token={create.data} />
          <div className="dialog-actions">
            <Button variant="primary" onClick={close}>
              Done
            </Button>
          </div>
        </>
      ) : (
        <MetaTokenForm
          pending={create.isPending}
          error={create.isError ? serviceErrorOf(create.error) : null}
          onCancel={close}
          onSubmit={(values) =>
            create.mutate({
              deploymentId,
              environmentId: environment.id,
              securityContext: values.securityContext,
              expiresIn: values.expiresIn,
            })
          }
        />
      )}
    </Dialog>
  );
}
