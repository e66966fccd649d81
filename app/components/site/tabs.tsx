// Tabs after the WAI-ARIA pattern: arrow keys, Home and End move between tabs (and show them), Tab goes into
// the panel. Every panel is in the server-rendered HTML; the hidden ones carry the hidden attribute.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export interface TabItem {
  key: string;
  label: string;
  content: ReactNode;
}

export function Tabs({ items, label, className }: { items: TabItem[]; label: string; className?: string }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    setSelected(index);
    tabRefs.current[index]?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    select(target);
  }

  return (
    <div className={`tabs${className ? ` ${className}` : ""}`}>
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <button
            key={item.key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.key}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${item.key}`}
            tabIndex={i === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => setSelected(i)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts the panel in the tab order, so Tab from the tab list lands on its content.
          tabIndex={0}
          hidden={i !== selected}
          className="tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
