import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { NameText } from '@/components/ui/name-text';
import '@/components/ui/tabs.css';

interface Tab {
  id: string;
  title: string;
}

/**
 * An accessible tab list (WAI-ARIA tabs, automatic activation: arrow keys, Home and End move and select) that
 * renders only the open panel. Written here rather than with Radix Tabs because Radix measures each panel's
 * animation on mount (a forced style recalculation per container), which dominates on large dashboards.
 */
export function WidgetTabs({
  label,
  tabs,
  active,
  onSelect,
  children,
}: {
  label: string;
  tabs: Tab[];
  active: string;
  onSelect: (id: string) => void;
  children: ReactNode;
}) {
  const base = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${base}-tab-${tabs.findIndex((tab) => tab.id === id)}`;
  const panelId = `${base}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === active);
    let next = index;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  }

  return (
    <div className="dash-tabs">
      <div role="tablist" aria-label={label} className="tabs-list dash-tablist">
        {tabs.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="tabs-trigger dash-tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              data-state={selected ? 'active' : 'inactive'}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
            >
              <NameText value={tab.title} measure={false} />
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className="dash-tab-panel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
