import { Placeholder } from './placeholder';
import type { WidgetProps } from './widget-props';

/** Any widget type the console does not know (now or in a later version of the service). */
export function UnknownWidget({ widget }: WidgetProps) {
  return (
    <Placeholder label={`Unsupported widget type: ${widget.type}`}>
      This dashboard uses a widget type the preview does not know; it is shown here so the layout stays complete.
    </Placeholder>
  );
}
