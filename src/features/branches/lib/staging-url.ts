/** `<deploymentUrl>/dev-mode/<branch>/cubejs-api/v1` (public-api-notes.md; `cubejs-api` is the default base path). */
export function stagingApiUrl(deploymentUrl: string, branchName: string): string {
  const base = deploymentUrl.replace(/\/+$/, '');
  const branch = branchName.split('/').map(encodeURIComponent).join('/');
  return `${base}/dev-mode/${branch}/cubejs-api/v1`;
}
