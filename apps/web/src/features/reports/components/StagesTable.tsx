import type { StagesReport } from '@studydesk/shared/reports';
import { useTexts } from '../../../i18n/use-texts.ts';
import { type ReportColumn, ReportTable } from './ReportTable.tsx';

type Stage = StagesReport['stages'][number];

/** Per status: stays ended in the range, their median and 90th percentile in days, and the stalled now. */
export function StagesTable({ stages }: { stages: Stage[] }) {
  const { t, number } = useTexts('reports');
  const days = (value: number | null) => (value === null ? t('notAvailable') : number(value));
  const columns: ReportColumn<Stage>[] = [
    { key: 'status', header: t('status'), cell: (s) => t(`statuses.${s.status}`) },
    { key: 'stays', header: t('stays'), numeric: true, cell: (s) => number(s.stays) },
    { key: 'median', header: t('median'), numeric: true, cell: (s) => days(s.medianDays) },
    { key: 'p90', header: t('p90'), numeric: true, cell: (s) => days(s.p90Days) },
    { key: 'stalled', header: t('stalledNow'), numeric: true, cell: (s) => number(s.stalled) },
  ];
  return <ReportTable columns={columns} rows={stages} rowKey={(s) => s.status} minWidth={560} />;
}
