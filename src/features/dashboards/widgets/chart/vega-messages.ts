export interface VegaRequest {
  id: number;
  spec: Record<string, unknown>;
  width: number;
  height: number;
  /** The console's colour scheme: axes, labels and the background follow it. */
  scheme: 'light' | 'dark';
}

export type VegaResponse = { id: number; svg: string } | { id: number; error: string };
