import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabKeyTarget } from './tab-keys';
import './tabs.css';

/** A count shown on a tab (e.g. pending requests); `label` is what a screen reader hears instead of the bare number. */
export interface TabBadge {
  text: string;
  label: string;
}

interface TabsProps<T extends string> {
  label: string;
  tabs: readonly { id: T; label: string; badge?: TabBadge | null }[];
  selected: T;
  onSelect: (id: T) => void;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys, Home and End move between tabs and select them
 * (automatic activation); the panel holds the selected tab's content.
 */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, children }: TabsProps<T>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent, index: number) => {
    const target = tabKeyTarget(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    onSelect(tabs[target]!.id);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
  };

  return (
    <>
      <div ref={listRef} role="tablist" aria-label={label} className="tab-list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
            {tab.badge ? (
              <>
                <span className="tab-badge" aria-hidden="true">
                  {tab.badge.text}
                </span>
                <span className="visually-hidden">, {tab.badge.label}</span>
              </>
            ) : null}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selected}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel focusable, so the keyboard reaches its content right after the tab list.
        tabIndex={0}
        className="tab-panel"
      >
        {children}
      </div>
    </>
  );
}
