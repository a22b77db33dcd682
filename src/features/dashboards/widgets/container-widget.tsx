import { useContext } from 'react';
import { GridPlacementContext, NestingDepthContext } from '../components/dashboard-context';
import { NestedGrid } from '../components/nested-grid';
import { NestedStack } from '../components/nested-stack';
import { WidgetTabs } from '../components/widget-tabs';
import { useTabParam } from '../hooks/use-tab-param';
import { readContainer, type ContainerModel } from '../model/container-model';
import { MAX_NESTING_DEPTH } from '../model/walk-widgets';
import type { WidgetProps } from './widget-props';

/** Horizontal chrome between the grid item's edge and its body (frame border + body padding), for the width fallback. */
const FRAME_INSET = 18;

/** A container: tabs (only the open tab is rendered), a stack, or its own grid. Containers nest. */
export function ContainerWidget({ widget, name }: WidgetProps) {
  const depth = useContext(NestingDepthContext);
  const placement = useContext(GridPlacementContext);
  const model = readContainer(widget);
  if (depth >= MAX_NESTING_DEPTH)
    return <p className="dash-muted">Containers nested deeper than {MAX_NESTING_DEPTH} levels are not shown.</p>;
  const fallbackWidth = Math.max(0, (placement.pixelsOf(widget.id)?.width ?? 0) - FRAME_INSET);
  return (
    <NestingDepthContext.Provider value={depth + 1}>
      <div className={`dash-container dash-container-${model.layout}`}>
        {model.layout === 'tabs' ? (
          <ContainerTabs widgetId={widget.id} name={name} model={model} fallbackWidth={fallbackWidth} />
        ) : model.layout === 'stack' ? (
          <NestedStack widgets={model.widgets} direction={model.direction} label={name} />
        ) : (
          <NestedGrid widgets={model.widgets} cols={model.cols} fallbackWidth={fallbackWidth} />
        )}
        {model.problems.length > 0 ? (
          <p className="dash-muted">
            {model.problems.length === 1 ? '1 problem' : `${model.problems.length} problems`} in this container (see the layout
            warnings).
          </p>
        ) : null}
      </div>
    </NestingDepthContext.Provider>
  );
}

function ContainerTabs({
  widgetId,
  name,
  model,
  fallbackWidth,
}: {
  widgetId: string;
  name: string;
  model: ContainerModel;
  fallbackWidth: number;
}) {
  const tabIds = model.tabs.map((tab) => tab.id);
  const [active, setActive] = useTabParam(widgetId, tabIds);
  const open = model.tabs.find((tab) => tab.id === active) ?? model.tabs[0];
  if (!open) return <p className="dash-muted">This tabs container has no tabs.</p>;
  // Only the open tab's grid is rendered: tabs never opened are never rendered.
  return (
    <WidgetTabs label={name} tabs={model.tabs} active={open.id} onSelect={setActive}>
      <NestedGrid key={open.id} widgets={open.widgets} cols={model.cols} fallbackWidth={fallbackWidth} />
    </WidgetTabs>
  );
}
