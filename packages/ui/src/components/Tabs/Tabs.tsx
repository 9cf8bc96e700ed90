import { createContext, useContext } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import * as styles from './Tabs.css';

/** The looks a tab strip comes in. */
export const tabsVariants = ['underline', 'pills'] as const;
export type TabsVariant = (typeof tabsVariants)[number];

const TabsVariantContext = createContext<TabsVariant>('underline');

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
      <RACTabs {...props} className={composeClassName(styles.tabs, className)} />
    </TabsVariantContext.Provider>
  );
}

export type TabListProps<T extends object> = RACTabListProps<T>;

/** The strip of tabs; needs an `aria-label` when no visible heading names it. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const variant = useContext(TabsVariantContext);
  return (
    <RACTabList {...props} className={composeClassName(styles.tabList({ variant }), className)} />
  );
}

/** One tab; its `id` matches the `id` of its TabPanel. */
export function Tab({ className, ...props }: TabProps) {
  const variant = useContext(TabsVariantContext);
  return <RACTab {...props} className={composeClassName(styles.tab({ variant }), className)} />;
}

/** The content shown while the tab with the same `id` is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <RACTabPanel {...props} className={composeClassName(styles.tabPanel, className)} />;
}

export type { TabProps, TabPanelProps };
