import { isRouteErrorResponse, useNavigate, useRouteError, useRevalidator } from 'react-router';
import { Button } from '@/components/ui/button';
import { NotFoundPage } from './not-found-page';
import '@/components/ui/states.css';

function isChunkLoadError(error: unknown) {
  return (
    error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/** A route that failed to render or load shows this in place of the page; the rest of the shell stays. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = isChunkLoadError(error)
    ? 'This page could not be loaded. The console may have been updated, or the connection dropped.'
    : error instanceof Error
      ? error.message
      : 'An unexpected error occurred.';
  return (
    <div className="state state-error" role="alert">
      <title>Error · Switchboard</title>
      <p className="state-title">This page failed</p>
      <p className="state-body">{message}</p>
      <Button
        onClick={() => {
          if (isChunkLoadError(error)) window.location.reload();
          else {
            void revalidator.revalidate();
            void navigate('.', { replace: true });
          }
        }}
      >
        Retry
      </Button>
    </div>
  );
}
