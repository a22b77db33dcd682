import { useId, useMemo, useReducer, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { GridLayout, verticalCompactor, type EventCallback, type Layout } from 'react-grid-layout';
import { createScaledStrategy } from 'react-grid-layout/core';
import type { BreakpointName, DashboardConfig, ReportSnapshot } from '@/api/schemas/dashboard';
import { Button } from '@/components/ui/button';
import { BreakpointPicker } from '../components/breakpoint-picker';
import { ZoomControl } from '../components/zoom-control';
import { useMeasuredWidth } from '../hooks/use-measured-width';
import { useZoomParam } from '../hooks/use-zoom-param';
import { gridHeight } from '../layout/widget-layouts';
import { fitScale, frameWidthForBreakpoint, resolveGridSettings } from '../layout/grid-settings';
import { typeName, widgetName } from '../model/widget-name';
import {
  boxesOf,
  editableLayout,
  keyboardStep,
  layoutChanges,
  layoutEditReducer,
  startEditing,
  widestOf,
  type ArrowKey,
  type LayoutChange,
} from './layout-edits';
import { ChangeList } from './change-list';
import { historyStepInWords, stepInWords } from './layout-announcements';
import 'react-grid-layout/css/styles.css';
import './layout-editor.css';

export interface LayoutEditorApi {
  /** The edited draft, to save. */
  present: DashboardConfig;
  changes: readonly LayoutChange[];
  /** Starts again from a newly saved draft (after saving, or taking someone else's). */
  restart: (saved: DashboardConfig) => void;
}

interface Props {
  /** The draft as saved: what the changes are counted against. */
  saved: DashboardConfig;
  snapshots: readonly ReportSnapshot[];
  breakpoint: BreakpointName | null;
  onBreakpointChange: (next: BreakpointName) => void;
  label: string;
  /** Save and leave buttons, and anything the page shows with them (a conflict). */
  actions: (api: LayoutEditorApi) => ReactNode;
}

const ARROWS = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);
const DRAG = { enabled: true, bounded: false, threshold: 3 } as const;
const RESIZE = { enabled: true, handles: ['se'] } as const;
const IMMEDIATE = { immediate: true };

/**
 * "Edit layout": the draft's widgets as plain cards on react-grid-layout at one breakpoint, to drag and resize (or
 * move with the arrow keys), with undo, redo and the list of what changed against the saved draft. Widget settings
 * are not editable here; only boxes change.
 */
export function LayoutEditor({ saved, snapshots, breakpoint: chosen, onBreakpointChange, label, actions }: Props) {
  const [state, dispatch] = useReducer(layoutEditReducer, saved, startEditing);
  const [announcement, setAnnouncement] = useState('');
  const helpId = useId();
  const { present } = state;
  const settings = resolveGridSettings(present);
  const widest = widestOf(present);
  const breakpoint = chosen ?? widest;
  const cols = settings.cols[breakpoint];
  const width = frameWidthForBreakpoint(settings, breakpoint);
  const layout = editableLayout(present, breakpoint);
  // Fit or 100%, as in the viewer (and the same ?zoom=): the grid keeps its design width and is scaled to the pane, and
  // drags and resizes are worked out at that scale, so the widest breakpoint is never cut off on a laptop.
  const measure = useRef<HTMLDivElement>(null);
  const paneWidth = useMeasuredWidth(measure, width, IMMEDIATE);
  const [zoom] = useZoomParam();
  const fit = fitScale(paneWidth, width);
  const scale = zoom === 'fit' ? fit : 1;
  const positionStrategy = useMemo(() => (scale === 1 ? undefined : createScaledStrategy(scale)), [scale]);
  const height = Math.max(0, gridHeight(layout, settings.rowHeight, settings.margin, settings.containerPadding));
  const changes = useMemo(() => layoutChanges(state.saved, present), [state.saved, present]);
  const names = useMemo(() => {
    const lookup = {
      byReportId: new Map(snapshots.map((s) => [s.reportId, s])),
      byId: new Map(snapshots.map((s) => [s.id, s])),
    };
    return new Map((present.widgets ?? []).map((w) => [w.id, widgetName(w, lookup)]));
  }, [present, snapshots]);
  const restart = (next: DashboardConfig) => dispatch({ type: 'restart', saved: next });
  // The widget a drag or resize is about is the one react-grid-layout hands back as the new item.
  const commit = (next: Layout, widgetId: string) => dispatch({ type: 'apply', breakpoint, boxes: boxesOf(next), widgetId });
  const commitDragged: EventCallback = (next, _old, item) => {
    if (item) commit(next, item.i);
  };

  // An undo or redo changes the grid where the person may not be looking (or cannot look): the live region says what.
  const travel = (verb: 'Undone' | 'Redone') => {
    const entry = verb === 'Undone' ? state.past[state.past.length - 1] : state.future[0];
    if (!entry) return;
    dispatch({ type: verb === 'Undone' ? 'undo' : 'redo' });
    const name = names.get(entry.step.widgetId) ?? entry.step.widgetId;
    setAnnouncement(historyStepInWords({ verb, step: entry.step, from: present, to: entry.config, name, showing: breakpoint }));
  };
  const undo = () => travel('Undone');
  const redo = () => travel('Redone');

  // Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) on a focused widget, as in any editor; the buttons do the same.
  const undoRedoKey = (event: KeyboardEvent<HTMLDivElement>): boolean => {
    if (!(event.ctrlKey || event.metaKey)) return false;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) undo();
    else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
    else return false;
    event.preventDefault();
    return true;
  };

  const onItemKey = (id: string) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (undoRedoKey(event)) return;
    if (!ARROWS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = keyboardStep(layout, id, event.key as ArrowKey, event.shiftKey, cols);
    const name = names.get(id) ?? id;
    if (!next) {
      setAnnouncement(`${name} cannot go further that way.`);
      return;
    }
    commit(next, id);
    setAnnouncement(stepInWords(name, layout, next, id));
  };

  return (
    <section className="layout-editor" aria-label={`Edit layout: ${label}`}>
      <div className="layout-editor-toolbar">
        <BreakpointPicker value={breakpoint} onChange={onBreakpointChange} opensAt={widest} />
        <ZoomControl fitScale={fit} />
        <Button size="sm" onClick={undo} disabled={state.past.length === 0}>
          Undo
        </Button>
        <Button size="sm" onClick={redo} disabled={state.future.length === 0}>
          Redo
        </Button>
        <div className="layout-editor-actions">{actions({ present, changes, restart })}</div>
      </div>
      <p id={helpId} className="muted layout-editor-help">
        Editing the {breakpoint} layout ({cols} columns
        {breakpoint === widest ? ', the widest: this changes each widget’s position' : ''}). Drag a widget to move it, drag its
        corner to resize it. With the keyboard: focus a widget, then the arrow keys move it and Shift with an arrow resizes it.
        Widget settings are not changed here.
      </p>
      <div className="layout-editor-body">
        <div className="layout-editor-scroll" data-scale={scale}>
          <div ref={measure} className="layout-editor-measure" />
          <div className="layout-editor-frame" style={{ width: width * scale, height: height * scale }}>
            <div className="layout-editor-scaled" style={{ width, transform: scale === 1 ? undefined : `scale(${scale})` }}>
              <GridLayout
                width={width}
                layout={layout}
                gridConfig={{
                  cols,
                  rowHeight: settings.rowHeight,
                  margin: settings.margin,
                  containerPadding: settings.containerPadding,
                  maxRows: Infinity,
                }}
                dragConfig={DRAG}
                resizeConfig={RESIZE}
                compactor={verticalCompactor}
                positionStrategy={positionStrategy}
                onDragStop={commitDragged}
                onResizeStop={commitDragged}
                className="layout-editor-grid"
                style={{ width }}
              >
                {layout.map((item) => {
                  const widget = present.widgets?.find((w) => w.id === item.i);
                  const name = names.get(item.i) ?? item.i;
                  return (
                    <div
                      key={item.i}
                      className="layout-editor-item"
                      tabIndex={0}
                      role="button"
                      aria-roledescription="movable widget"
                      aria-label={`${name}: column ${item.x + 1}, row ${item.y + 1}, ${item.w} by ${item.h}`}
                      aria-describedby={helpId}
                      data-widget-id={item.i}
                      onKeyDown={onItemKey(item.i)}
                    >
                      <span className="layout-editor-name">{name}</span>
                      <span className="layout-editor-type">{widget ? typeName(widget) : ''}</span>
                      <span className="layout-editor-box mono" aria-hidden="true">
                        {item.x},{item.y} · {item.w}×{item.h}
                      </span>
                    </div>
                  );
                })}
              </GridLayout>
            </div>
          </div>
        </div>
        <ChangeList changes={changes} names={names} />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
