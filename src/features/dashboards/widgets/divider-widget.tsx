import type { WidgetProps } from './widget-props';

export function DividerWidget({ widget }: WidgetProps) {
  const vertical = widget.config?.orientation === 'vertical';
  return (
    <div className={vertical ? 'dash-divider dash-divider-vertical' : 'dash-divider'}>
      <hr aria-orientation={vertical ? 'vertical' : 'horizontal'} />
    </div>
  );
}
