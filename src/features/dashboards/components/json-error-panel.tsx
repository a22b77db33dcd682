import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatSyntaxError, type JsonSyntaxError, type TextPosition } from '../model/read-json';

interface Props {
  error: JsonSyntaxError;
  /** The id the JSON box points at (`aria-errormessage`), so its error is read with it. */
  messageId: string;
  /** Puts the caret in the JSON box at this place. */
  onGoTo: (at: TextPosition) => void;
}

/** A JSON syntax error said the way an editor says it (line and column), with a button to put the caret there. */
export function JsonErrorPanel({ error, messageId, onGoTo }: Props) {
  const headingId = useId();
  const { at } = error;
  return (
    <section className="dash-warnings preview-problems preview-json-error" aria-labelledby={headingId}>
      <h2 id={headingId}>Not valid JSON</h2>
      <p id={messageId} role="alert" className="preview-problems-summary">
        {formatSyntaxError(error)}
      </p>
      {at ? (
        <Button size="sm" onClick={() => onGoTo(at)}>
          Go to line {at.line}, column {at.column}
        </Button>
      ) : (
        <p className="dash-muted">The parser did not say where; look for a missing comma, quote or bracket.</p>
      )}
    </section>
  );
}
