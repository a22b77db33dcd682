import { Link } from 'react-router';
import '@/components/ui/states.css';

export function NotFoundPage() {
  return (
    <div className="state">
      <title>Not found · Switchboard</title>
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <p>
        <Link to="/deployments">Go to deployments</Link>
      </p>
    </div>
  );
}
