import '@mantine/charts/styles.css';
import '../print.css';
import { Button, Stack, Tabs } from '@mantine/core';
import { reportRange } from '@studydesk/shared/reports';
import { IconPrinter } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { searchString } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { useListAddress } from '../../../ui/list-address.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { usePhone } from '../../../ui/use-phone.ts';
import { useCounselorOptions } from '../../students/queries.ts';
import { CounselorsTab } from '../components/CounselorsTab.tsx';
import { FunnelTab } from '../components/FunnelTab.tsx';
import { LeadsTab } from '../components/LeadsTab.tsx';
import { MoneyTab } from '../components/MoneyTab.tsx';
import { MonthSummary } from '../components/MonthSummary.tsx';
import { ReportFilters } from '../components/ReportFilters.tsx';
import { StagesTab } from '../components/StagesTab.tsx';
import { queryOf, type ReportTab, readView, reportTabsOf, writeView } from '../report-search.ts';

/**
 * Issue 20: the owner's reports, each desk's over its own students, and Accounts' money report. The tab, the range and
 * the filters are the page's address.
 */
export function ReportsPage() {
  const { t } = useTexts('reports');
  const { user } = useAreaSession();
  const office = user.role === 'Super Admin';
  // Accounts read the money report alone: its range is all it takes, and the summary is of the students
  const moneyOnly = user.role === 'Accounts';
  const phone = usePhone();
  const counselorOptions = useCounselorOptions({ enabled: office });
  const { view, show: change } = useListAddress(
    (search) => readView(search),
    (next) => new URLSearchParams(searchString(writeView(next))),
    { replace: true },
  );
  const filter = queryOf(view);
  const valid = typeof reportRange(view.range) !== 'string';
  const tabs = reportTabsOf(user.role);
  // an address of a tab the role does not read (a Super Admin's link sent on) shows the role's first
  const shown = tabs.includes(view.tab) ? view.tab : tabs[0];

  if (view.print && valid && !moneyOnly) {
    return <MonthSummary filter={{ ...filter, ...view.range }} onBack={() => change({ print: false })} />;
  }
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('title')}
        description={t(office ? 'description' : moneyOnly ? 'moneyDescription' : 'ownDescription')}
        actions={
          !moneyOnly && (
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              onClick={() => change({ print: true })}
              // the summary needs a range: a custom one that is wrong shows its error under the dates
              disabled={!valid}
              data-no-print
            >
              {t('printSummary')}
            </Button>
          )
        }
      />
      <ReportFilters
        view={view}
        counselors={office ? (counselorOptions.data?.map((c) => ({ value: c._id, label: c.name })) ?? []) : undefined}
        rangeOnly={shown === 'money'}
        onChange={change}
      />
      <Tabs value={shown} onChange={(tab) => tab && change({ tab: tab as ReportTab })} keepMounted={false}>
        {/* One line, scrolling within its row if it must; on a phone, where a line holds only three of the tabs and
            the rest went unnoticed off screen, they wrap onto a second line. */}
        <Tabs.List mb="md" style={phone ? undefined : { flexWrap: 'nowrap', overflowX: 'auto' }}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {valid && (
          <>
            <Tabs.Panel value="funnel">
              <FunnelTab filter={filter} groupBy={view.groupBy} onGroupBy={(groupBy) => change({ groupBy })} />
            </Tabs.Panel>
            <Tabs.Panel value="stages">
              <StagesTab filter={filter} />
            </Tabs.Panel>
            <Tabs.Panel value="leads">
              <LeadsTab filter={filter} interval={view.interval} onInterval={(interval) => change({ interval })} />
            </Tabs.Panel>
            <Tabs.Panel value="counselors">
              <CounselorsTab filter={filter} />
            </Tabs.Panel>
            {tabs.includes('money') && (
              <Tabs.Panel value="money">
                <MoneyTab filter={{ from: view.range.from, to: view.range.to }} />
              </Tabs.Panel>
            )}
          </>
        )}
      </Tabs>
    </Stack>
  );
}
