interface MainLink {
  to: string;
  label: string;
}

/** The top bar's destinations, the same in the full bar and in the phone menu. */
export function mainLinks(signedIn: boolean): MainLink[] {
  return [
    ...(signedIn
      ? [
          { to: '/deployments', label: 'Deployments' },
          { to: '/audit', label: 'Audit log' },
        ]
      : []),
    { to: '/preview', label: 'Dashboard preview' },
  ];
}
