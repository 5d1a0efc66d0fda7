import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: ReadonlyArray<TabItem<K>>;
  selected: K;
  onSelect: (key: K) => void;
  /** The content of the selected tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs (react-aria-components): arrow keys, Home and End move between tabs and select
 * them, the panel is labelled by its tab, and the selection is the caller's.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  className = 'tabs',
}: TabsProps<K>) {
  return (
    <AriaTabs
      className={className}
      selectedKey={selected}
      onSelectionChange={(key: Key) => onSelect(String(key) as K)}
    >
      <TabList aria-label={label} className="tab-list">
        {tabs.map((tab) => (
          <Tab key={tab.key} id={tab.key} className="tab">
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {/* A panel per tab, so each tab's aria-controls names an element; only the selected one holds
          anything, the others stay mounted, hidden and empty. */}
      {tabs.map((tab) => (
        <TabPanel key={tab.key} id={tab.key} className="tab-panel" shouldForceMount>
          {tab.key === selected ? children : null}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
