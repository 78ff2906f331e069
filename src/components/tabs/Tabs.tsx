// A tab switch (WAI-ARIA tabs pattern): one tab stop (roving tabindex), arrow keys, Home and End
// move between tabs and select at once (the panels are cheap to switch). The page renders the
// panel with tabPanelProps(selected). Fewer than 2 tabs render nothing: no choice, no switch.

import css from './Tabs.module.css';

export interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: ReadonlyArray<{ id: Id; label: string }>;
  selected: Id;
  onSelect: (id: Id) => void;
}

const tabId = (id: string) => `${id}-tab`;
const panelId = (id: string) => `${id}-panel`;

/** Spread on the page's panel element: `<div {...tabPanelProps(selected)}>`. */
export const tabPanelProps = (id: string) => ({ id: panelId(id), role: 'tabpanel', 'aria-labelledby': tabId(id) }) as const;

const steps: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function Tabs<Id extends string>({ label, tabs, selected, onSelect }: TabsProps<Id>) {
  if (tabs.length < 2) return null;
  const onKeyDown = (e: KeyboardEvent) => {
    const step = steps[e.key];
    if (!step) return;
    e.preventDefault();
    const i = tabs.findIndex((tab) => tab.id === selected);
    const next = tabs[step(i, tabs.length)];
    if (!next) return;
    document.getElementById(tabId(next.id))?.focus();
    onSelect(next.id);
  };
  return (
    <div role="tablist" aria-label={label} class={css.list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const on = tab.id === selected;
        return (
          <button
            type="button"
            role="tab"
            key={tab.id}
            id={tabId(tab.id)}
            class={css.tab}
            aria-selected={on}
            aria-controls={panelId(tab.id)}
            tabIndex={on ? 0 : -1}
            onClick={() => !on && onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
