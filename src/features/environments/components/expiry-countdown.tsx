import { DateTime } from '@/components/ui/date-time';
import { formatDuration } from '@/lib/format';
import { useNow } from '../lib/use-now';

/** "Expires in 23 h 59 min 58 s", ticking; the exact time beside it. Not a live region: it would chatter every second. */
export function ExpiryCountdown({ expiresAt }: { expiresAt: string }) {
  const now = useNow(1000);
  const left = Math.floor((new Date(expiresAt).getTime() - now) / 1000);
  if (Number.isNaN(left)) return <span>Expires at {expiresAt}</span>;
  return (
    <span className="token-expiry">
      <span role="timer" aria-live="off">
        {left > 0 ? `Expires in ${formatDuration(left)}` : 'Expired'}
      </span>{' '}
      {/* One piece: a narrow line breaks before the bracket, never after it. */}
      <span className="muted token-expiry-at">
        (<DateTime value={expiresAt} />)
      </span>
    </span>
  );
}
