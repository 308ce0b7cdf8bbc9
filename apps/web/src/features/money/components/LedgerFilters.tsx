import { Button, Group, Paper, Pill, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { COMMISSION_STATES, type CommissionState } from '@studydesk/shared/commissions';
import { IconFilterOff } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { isFiltered, type LedgerView } from '../ledger-search.ts';

type Change = Partial<Omit<LedgerView, 'page'>>;

/**
 * University, partner, intake, state and overdue, all in the address. The two texts apply when left, with Enter or
 * with any other change, so a half-typed name does not reload the ledger at every key.
 */
export function LedgerFilters({
  view,
  partners,
  onChange,
  onClear,
}: {
  view: LedgerView;
  partners: { value: string; label: string }[];
  onChange: (change: Change) => void;
  onClear: () => void;
}) {
  const { t } = useTexts('ledger');
  const [university, setUniversity] = useState(view.university ?? '');
  const [intake, setIntake] = useState(view.intake ?? '');
  // Back, forward or "Clear filters" change the address: the fields follow it.
  useEffect(() => setUniversity(view.university ?? ''), [view.university]);
  useEffect(() => setIntake(view.intake ?? ''), [view.intake]);
  const apply = (change: Change = {}) =>
    onChange({ university: university.trim() || undefined, intake: intake.trim() || undefined, ...change });
  const onEnter = (event: KeyboardEvent) => event.key === 'Enter' && apply();
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid
        cols={{ base: 2, md: 3, lg: 5 }}
        spacing="sm"
        verticalSpacing="sm"
        role="group"
        aria-label={t('filters')}
      >
        <TextInput
          label={t('university')}
          placeholder={t('anyUniversity')}
          value={university}
          maxLength={200}
          onChange={(event) => setUniversity(event.currentTarget.value)}
          onKeyDown={onEnter}
          onBlur={() => university.trim() !== (view.university ?? '') && apply()}
        />
        <Select
          label={t('partner')}
          placeholder={t('anyPartner')}
          data={partners}
          value={view.partnerId ?? null}
          searchable
          clearable
          nothingFoundMessage={t('noSuchPartner')}
          onChange={(value) => apply({ partnerId: value ?? undefined })}
        />
        <TextInput
          label={t('intake')}
          placeholder={t('anyIntake')}
          value={intake}
          maxLength={50}
          onChange={(event) => setIntake(event.currentTarget.value)}
          onKeyDown={onEnter}
          onBlur={() => intake.trim() !== (view.intake ?? '') && apply()}
        />
        <Select
          label={t('state')}
          placeholder={t('anyState')}
          data={COMMISSION_STATES.map(([value, label]) => ({ value, label }))}
          value={view.state ?? null}
          clearable
          onChange={(value) => apply({ state: (value as CommissionState | null) ?? undefined })}
        />
        <Switch
          label={t('overdueOnly')}
          checked={view.overdue}
          onChange={(event) => apply({ overdue: event.currentTarget.checked })}
          style={{ alignSelf: 'end' }}
          mb={8}
        />
      </SimpleGrid>
      {isFiltered(view) && (
        <Group gap="sm" mt="sm" justify="space-between">
          <Group gap="xs">
            {view.applicationId && (
              <Pill
                size="md"
                withRemoveButton
                onRemove={() => apply({ applicationId: undefined })}
                // Mantine hides a pill's remove button from keyboards and screen readers; this one is the way to remove it.
                removeButtonProps={{ 'aria-label': t('removeOneApplication'), 'aria-hidden': false, tabIndex: 0 }}
              >
                {t('oneApplication')}
              </Pill>
            )}
          </Group>
          <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={14} />} onClick={onClear}>
            {t('clearFilters')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
