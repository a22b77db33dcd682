/**
 * Keys for the audit area. The export is streamed, cancellable and possibly huge, so it is run as a mutation (not
 * cached); the keys name those runs so devtools and `useIsMutating` can find them.
 */
export const auditKeys = {
  all: ['audit'] as const,
  export: () => [...auditKeys.all, 'export'] as const,
  download: () => [...auditKeys.all, 'download'] as const,
};
