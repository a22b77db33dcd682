import { useId } from 'react';
import { asString } from './config-values';
import type { WidgetProps } from './widget-props';

/** The AI chat widget as a placeholder: its prompt and a disabled question box (the preview runs no agent). */
export function AiWidget({ widget }: WidgetProps) {
  const id = useId();
  const prompt = asString(widget.config?.prompt);
  return (
    <div className="dash-ai">
      <p className="dash-muted">AI chat (not active in the preview)</p>
      {prompt ? (
        <blockquote className="dash-ai-prompt">
          <span className="visually-hidden">Prompt: </span>
          {prompt}
        </blockquote>
      ) : (
        <p className="dash-muted">No prompt configured.</p>
      )}
      <label htmlFor={`${id}-ask`} className="visually-hidden">
        Ask a question
      </label>
      <input id={`${id}-ask`} disabled placeholder="Ask a question…" />
    </div>
  );
}
