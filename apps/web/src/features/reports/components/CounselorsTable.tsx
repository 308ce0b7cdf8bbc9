import type { CounselorsReport } from '@studydesk/shared/reports';
import { useTexts } from '../../../i18n/use-texts.ts';
import { type ReportColumn, ReportTable } from './ReportTable.tsx';

type Counselor = CounselorsReport['counselors'][number];

/** Per counselor: new students, conversion, success, overdue next steps, stalled now, days to the first advice. */
export function CounselorsTable({ counselors }: { counselors: Counselor[] }) {
  const { t, number } = useTexts('reports');
  const none = t('notAvailable');
  const columns: ReportColumn<Counselor>[] = [
    { key: 'name', header: t('counselor'), cell: (c) => c.name },
    { key: 'leads', header: t('newStudents'), numeric: true, cell: (c) => number(c.leads) },
    { key: 'enrolled', header: t('enrolled'), numeric: true, cell: (c) => number(c.enrolled) },
    {
      key: 'conversion',
      header: t('conversionRate'),
      numeric: true,
      cell: (c) => (c.leads ? `${Math.round((c.enrolled / c.leads) * 100)}%` : none),
    },
    { key: 'success', header: t('success'), numeric: true, cell: (c) => number(c.success) },
    { key: 'overdue', header: t('overdueNow'), numeric: true, cell: (c) => number(c.overdue) },
    { key: 'stalled', header: t('stalled'), numeric: true, cell: (c) => number(c.stalled) },
    {
      key: 'firstAdvice',
      header: t('firstAdvice'),
      numeric: true,
      cell: (c) => (c.medianDaysToFirstAdvice === null ? none : number(c.medianDaysToFirstAdvice)),
    },
  ];
  return <ReportTable columns={columns} rows={counselors} rowKey={(c) => c._id} minWidth={760} />;
}
