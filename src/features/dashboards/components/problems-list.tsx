import { useId, type ReactNode } from 'react';
import type { DashboardProblem } from '../model/problem';

const SHOWN = 200;

interface Props {
  problems: DashboardProblem[];
  /** The list's heading: what the problems mean for the preview ("2 widgets left out", "Nothing to draw"). */
  title: string;
  /** A sentence under the heading saying what is drawn and what is not. */
  summary?: ReactNode;
}

/** Validation problems, each named by its place in the input (`widgets[2].position.y`). */
export function ProblemsList({ problems, title, summary }: Props) {
  const id = useId();
  if (problems.length === 0) return null;
  return (
    <section className="dash-warnings preview-problems" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {summary ? <p className="preview-problems-summary">{summary}</p> : null}
      <ul aria-label={`Problems in the input (${problems.length})`}>
        {problems.slice(0, SHOWN).map((problem, index) => (
          <li key={index}>
            {/* "(root)" is the input as a whole: the message says it all, a path would mean nothing to a person. */}
            {problem.path === '(root)' ? null : (
              <>
                <code>{problem.path}</code>:{' '}
              </>
            )}
            {problem.message}
          </li>
        ))}
      </ul>
      {problems.length > SHOWN ? <p className="dash-muted">…and {problems.length - SHOWN} more.</p> : null}
    </section>
  );
}
