import { Tabs as RadixTabs } from 'radix-ui';
import './tabs.css';

/** Accessible tabs (arrow keys move, Home/End jump). Styled wrappers over Radix so every page looks alike. */
export const Tabs = {
  Root: RadixTabs.Root,
  List: (props: RadixTabs.TabsListProps) => <RadixTabs.List className="tabs-list" {...props} />,
  Trigger: (props: RadixTabs.TabsTriggerProps) => <RadixTabs.Trigger className="tabs-trigger" {...props} />,
  Content: (props: RadixTabs.TabsContentProps) => <RadixTabs.Content className="tabs-content" {...props} />,
};
