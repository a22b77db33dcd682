import { useId } from 'react';
import type { DashboardProblem } from '../model/problem';

const SHOWN = 200;

/** Validation problems with their JSON paths. */
export function ProblemsList({ problems }: { problems: DashboardProblem[] }) {
  const id = useId();
  if (problems.length === 0) return null;
  return (
    <section className="dash-warnings preview-problems" aria-labelledby={id}>
      <h3 id={id}>Validation problems ({problems.length})</h3>
      <ul>
        {problems.slice(0, SHOWN).map((problem, index) => (
          <li key={index}>
            <code>{problem.path}</code>: {problem.message}
          </li>
        ))}
      </ul>
      {problems.length > SHOWN ? <p className="dash-muted">…and {problems.length - SHOWN} more.</p> : null}
    </section>
  );
}
