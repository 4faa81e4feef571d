import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right (and Home/End) move between tabs, Tab goes into the panel.
 * Every panel stays mounted, so what a user did in one (ticks, a half-edited form) survives a visit to another.
 */
export function Tabs({
  tabs,
  label,
  selected,
  onSelect,
}: {
  tabs: TabItem[];
  label: string;
  /** The open tab when the caller keeps it (e.g. in the address); otherwise the tabs keep it themselves. */
  selected?: string;
  onSelect?: (id: string) => void;
}) {
  const baseId = useId();
  const [ownActive, setOwnActive] = useState(tabs[0]?.id);
  const active = selected ?? ownActive;
  const setActive = (id: string) => (onSelect ? onSelect(id) : setOwnActive(id));
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    setActive(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-leaf-800/10">
        {tabs.map((tab, index) => {
          const isActive = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isActive}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => setActive(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px shrink-0 border-b-2 px-3 py-3 text-sm font-semibold transition-colors sm:px-4 sm:text-base ${
                isActive ? 'border-tomato-600 text-leaf-900' : 'border-transparent text-muted hover:text-leaf-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== active}
          tabIndex={0}
          className="pt-6 focus-visible:outline-offset-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
