export interface VegaRequest {
  id: number;
  spec: Record<string, unknown>;
  width: number;
  height: number;
}

export type VegaResponse = { id: number; svg: string } | { id: number; error: string };
