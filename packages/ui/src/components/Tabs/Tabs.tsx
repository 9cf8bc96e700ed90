import { createContext, useContext } from 'react';
import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

/** The looks a tab strip comes in. */
export const tabsVariants = ['underline', 'pills'] as const;
export type TabsVariant = (typeof tabsVariants)[number];

const TabsVariantContext = createContext<TabsVariant>('underline');

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export interface TabsProps extends RACTabsProps {
  /**
   * The look of the tab strip: a line under the selected tab, or a pill on a sunken track.
   * @default 'underline'
   */
  variant?: TabsVariant;
}

/** A set of layered sections of content, one shown at a time; arrow keys move between tabs. */
export function Tabs({ variant = 'underline', className, ...props }: TabsProps) {
  return (
    <TabsVariantContext.Provider value={variant}>
      <RACTabs {...props} className={composeRenderProps(className, (c) => join(styles.tabs, c))} />
    </TabsVariantContext.Provider>
  );
}

export type TabListProps<T extends object> = RACTabListProps<T>;

/** The strip of tabs; needs an `aria-label` when no visible heading names it. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const variant = useContext(TabsVariantContext);
  return (
    <RACTabList
      {...props}
      className={composeRenderProps(className, (c) => join(styles.tabList({ variant }), c))}
    />
  );
}

/** One tab; its `id` matches the `id` of its TabPanel. */
export function Tab({ className, ...props }: TabProps) {
  const variant = useContext(TabsVariantContext);
  return (
    <RACTab
      {...props}
      className={composeRenderProps(className, (c) => join(styles.tab({ variant }), c))}
    />
  );
}

/** The content shown while the tab with the same `id` is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel
      {...props}
      className={composeRenderProps(className, (c) => join(styles.tabPanel, c))}
    />
  );
}

export type { TabProps, TabPanelProps };
