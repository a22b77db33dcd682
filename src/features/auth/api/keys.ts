export const authKeys = {
  connection: ['switchboard', 'connection'] as const,
  demoPersonas: ['switchboard', 'demo-personas'] as const,
};
