import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { StudentTimeline } from './StudentTimeline.tsx';

/**
 * The student's page in two tabs: its details, and its timeline. The open tab is in the address (`?tab=timeline`),
 * so a link, a reload or the back button keeps it.
 */
export function StudentTabs({ studentId, children }: { studentId: number; children: ReactNode }) {
  const { t } = useTexts('timeline');
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'timeline' ? 'timeline' : 'details';
  const open = (value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'timeline') next.set('tab', 'timeline');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs value={tab} onChange={open} keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="details">{t('details')}</Tabs.Tab>
        <Tabs.Tab value="timeline">{t('timeline')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">{children}</Tabs.Panel>
      <Tabs.Panel value="timeline">
        <StudentTimeline studentId={studentId} />
      </Tabs.Panel>
    </Tabs>
  );
}
