import type { DashboardProblem } from './problem';

/** Parses pasted or dropped text; a syntax error becomes a problem at the root, never an exception. */
export function readJson(text: string): { value: unknown; problem: DashboardProblem | null } {
  if (!text.trim()) return { value: undefined, problem: { path: '(root)', message: 'Nothing to preview: the input is empty.' } };
  try {
    return { value: JSON.parse(text) as unknown, problem: null };
  } catch (error) {
    return {
      value: undefined,
      problem: { path: '(root)', message: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` },
    };
  }
}
