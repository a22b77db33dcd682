import type { ComponentType } from 'react';
import { AiWidget } from '../widgets/ai-widget';
import { ChartWidget } from '../widgets/chart-widget';
import { ContainerWidget } from '../widgets/container-widget';
import { DividerWidget } from '../widgets/divider-widget';
import { FieldWidget } from '../widgets/field-widget';
import { FilterWidget } from '../widgets/filter-widget';
import { ParentWidget } from '../widgets/parent-widget';
import { SpacerWidget } from '../widgets/spacer-widget';
import { TextWidget } from '../widgets/text-widget';
import { TimeGrainWidget } from '../widgets/time-grain-widget';
import { UnknownWidget } from '../widgets/unknown-widget';
import type { WidgetProps } from '../widgets/widget-props';

const byType: Record<string, ComponentType<WidgetProps>> = {
  CHART: ChartWidget,
  TEXT: TextWidget,
  FILTER: FilterWidget,
  TIME_GRAIN: TimeGrainWidget,
  FIELD: FieldWidget,
  PARENT: ParentWidget,
  AI: AiWidget,
  SPACER: SpacerWidget,
  DIVIDER: DividerWidget,
  CONTAINER: ContainerWidget,
  // Healed on input; kept here so a config that skipped healing still renders as tabs.
  TABS_CONTAINER: ContainerWidget,
};

/** One small component per widget type; anything else is a labelled placeholder. */
export function WidgetBody(props: WidgetProps) {
  const Component = Object.hasOwn(byType, props.widget.type) ? byType[props.widget.type]! : UnknownWidget;
  return <Component {...props} />;
}
