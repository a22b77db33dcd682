import { Button } from '@/components/ui/button';
import type { OpenEventNotice } from '../hooks/use-open-event';

const WORDS: Record<Exclude<OpenEventNotice, null>, string> = {
  'not-loaded':
    'The event this link names is not among the events loaded: it may be outside the dates and filters above, or no longer in the log.',
  filtered: 'The event this link names is loaded, but the table filters hide it.',
};

/** Says, calmly, why the event named in the URL is not open; Dismiss takes it out of the URL. */
export function OpenEventNote({ notice, onDismiss }: { notice: OpenEventNotice; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <div className="state audit-event-note" role="status">
      <p>{WORDS[notice]}</p>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
