import type { ReportFilter } from '@studydesk/shared/reports';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useCounselorsReport } from '../queries.ts';
import { CounselorsTable } from './CounselorsTable.tsx';
import { ReportPanel } from './ReportPanel.tsx';

/** The counselors compared: who converts, and who lets students go quiet. */
export function CounselorsTab({ filter }: { filter: ReportFilter }) {
  const { t } = useTexts('reports');
  const report = useCounselorsReport(filter);
  const counselors = report.data?.counselors ?? [];
  return (
    <ReportPanel
      title={t('counselorsTitle')}
      hint={t('counselorsHint')}
      download={{ report: 'counselors', ...filter }}
      query={report}
      empty={counselors.length ? null : t('noCounselors')}
      emptyHint={t('noCounselorsHint')}
    >
      <CounselorsTable counselors={counselors} />
    </ReportPanel>
  );
}
