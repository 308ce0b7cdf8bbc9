import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

/** Tabs that are routes (the desks' lists, SPEC.md 2.12 to 2.14): each can be bookmarked and linked to. */
export function RouteTabs<Tab extends string>({
  tabs,
  value,
}: {
  tabs: Record<Tab, { label: string; path: string }>;
  value: Tab;
}) {
  const navigate = useNavigate();
  return (
    <Tabs value={value} onChange={(next) => next && navigate(tabs[next as Tab].path)}>
      <Tabs.List>
        {Object.entries<{ label: string }>(tabs).map(([tab, { label }]) => (
          <Tabs.Tab key={tab} value={tab}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
