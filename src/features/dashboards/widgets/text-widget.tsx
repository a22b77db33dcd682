import { lazy } from 'react';
import { asString } from './config-values';
import { Deferred } from './deferred';
import type { WidgetProps } from './widget-props';

// Its own chunk: the Markdown parser is never part of the first load.
const MarkdownView = lazy(() => import('./markdown-view'));

export function TextWidget({ widget, name }: WidgetProps) {
  const text = asString(widget.config?.text) ?? '';
  if (!text.trim()) return <p className="dash-muted">This text widget is empty.</p>;
  return (
    <Deferred label={name}>
      <MarkdownView text={text} />
    </Deferred>
  );
}
