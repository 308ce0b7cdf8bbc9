import { Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { REPORT_SOURCES, type ReportFilter, reportRange } from '@studydesk/shared/reports';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { OfficeDateInput } from '../../../ui/OfficeDateInput.tsx';
import { PERIODS, type Period, type ReportView } from '../report-search.ts';

/** A text filter that applies when the field is left or Enter is pressed, not at every key. */
function TextFilter({
  label,
  placeholder,
  value,
  onApply,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onApply: (value: string | undefined) => void;
}) {
  const [draft, setDraft] = useState(value ?? '');
  const apply = () => onApply(draft.trim() || undefined);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => event.key === 'Enter' && apply()}
    />
  );
}

/** The range (named periods or two days) and the filters, all kept in the address. */
export function ReportFilters({
  view,
  counselors,
  rangeOnly = false,
  onChange,
}: {
  view: ReportView;
  /** The counselors to choose from; none when the caller sees only their own students. */
  counselors?: { value: string; label: string }[];
  /** Only the range: the money report (the office's whole ledger over it) takes no other filter. */
  rangeOnly?: boolean;
  onChange: (change: Partial<ReportView>) => void;
}) {
  const { t } = useTexts('reports');
  const setFilter = (change: Partial<ReportFilter>) => onChange({ filter: { ...view.filter, ...change } });
  const wrong = view.period === 'custom' && typeof reportRange(view.range) === 'string';
  return (
    <Paper withBorder radius="md" p="md" data-no-print>
      <SimpleGrid
        cols={{ base: 2, md: view.period === 'custom' ? 4 : 3, lg: view.period === 'custom' ? 7 : 5 }}
        spacing="sm"
        aria-label={t('filters')}
        role="group"
      >
        <Select
          label={t('period')}
          value={view.period}
          allowDeselect={false}
          data={PERIODS.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
          onChange={(value) => value && onChange({ period: value as Period })}
        />
        {view.period === 'custom' && (
          <>
            <OfficeDateInput
              label={t('from')}
              value={view.range.from}
              error={wrong ? t('rangeProblem') : undefined}
              onChange={(from) => from && onChange({ range: { ...view.range, from } })}
            />
            <OfficeDateInput
              label={t('to')}
              value={view.range.to}
              onChange={(to) => to && onChange({ range: { ...view.range, to } })}
            />
          </>
        )}
        {!rangeOnly && (
          <>
            {counselors && (
              <Select
                label={t('counselor')}
                placeholder={t('allCounselors')}
                value={view.filter.counselor ?? null}
                data={counselors}
                searchable
                clearable
                onChange={(value) => setFilter({ counselor: value ?? undefined })}
              />
            )}
            <Select
              label={t('source')}
              placeholder={t('allSources')}
              value={view.filter.source ?? null}
              data={REPORT_SOURCES.map((source) => ({ value: source, label: t(`sources.${source}`) }))}
              clearable
              onChange={(value) => setFilter({ source: REPORT_SOURCES.find((s) => s === value) })}
            />
            <TextFilter
              label={t('country')}
              placeholder={t('anyCountry')}
              value={view.filter.country}
              onApply={(country) => setFilter({ country })}
            />
            <TextFilter
              label={t('intake')}
              placeholder={t('anyIntake')}
              value={view.filter.intake}
              onApply={(intake) => setFilter({ intake })}
            />
          </>
        )}
      </SimpleGrid>
    </Paper>
  );
}
