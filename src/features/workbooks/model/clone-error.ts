import { ApiError, NetworkError, describeError } from '@/api/errors';

export interface CloneErrorMessage {
  title: string;
  body: string;
  /** Network failures can simply be sent again. */
  retry: boolean;
}

/** Each refusal of the spec's "Clone a workbook" in words an admin can act on; the service's own words follow. */
export function cloneErrorMessage(error: unknown, shared: boolean): CloneErrorMessage {
  if (error instanceof NetworkError) {
    return { title: 'The server could not be reached', body: `${error.message} Nothing was cloned.`, retry: true };
  }
  if (error instanceof ApiError) {
    const said = error.message ? ` The service said: “${error.message}”.` : '';
    if (error.status === 400) {
      if (shared && /publish/i.test(error.message)) {
        return {
          title: 'This shared workbook has no published dashboard',
          body: `A clone from the shared workspace is built from the published dashboard, so there is nothing to clone until it is published.${said}`,
          retry: false,
        };
      }
      if (/limit/i.test(error.message)) {
        return {
          title: "The plan's workbook limit is reached",
          body: `This deployment's plan allows no more workbooks. Delete a workbook or upgrade the plan, then clone again.${said}`,
          retry: false,
        };
      }
      return { title: 'The service refused the clone', body: said.trim() || 'The request was not accepted.', retry: false };
    }
    if (error.status === 403) {
      if (shared) {
        return {
          title: 'Only creator-mode sessions can clone from the shared workspace',
          body: `Sign in with a creator-mode embed session to clone shared workbooks.${said}`,
          retry: false,
        };
      }
      return {
        title: 'Your key is not allowed to clone this workbook',
        body: `Cloning needs the AI BI User role or higher and read access to the workbook.${said}`,
        retry: false,
      };
    }
    if (error.status === 404) {
      return {
        title: 'The workbook is not there',
        body: `It no longer exists, or it belongs to another deployment.${said}`,
        retry: false,
      };
    }
    if (error.status >= 500)
      return { title: `The service failed (${error.status})`, body: `Nothing was cloned.${said}`, retry: true };
  }
  return { title: 'The clone failed', body: describeError(error), retry: true };
}
