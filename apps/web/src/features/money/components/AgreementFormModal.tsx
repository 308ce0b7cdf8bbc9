import {
  Alert,
  Autocomplete,
  type AutocompleteProps,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Agreement, agreementInputSchema, CLAIMABLE_WHEN } from '@studydesk/shared/money';
import { z } from 'zod';
import { useTexts } from '../../../i18n/use-texts.ts';
import { CourseLevelSelect } from '../../../ui/CourseLevelSelect.tsx';
import { CurrencySelect } from '../../../ui/CurrencySelect.tsx';
import { FormButtons } from '../../../ui/FormButtons.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useCatalogueSuggestions } from '../../applications/catalogue-suggestions.ts';
import { type AgreementValues, agreementBody, agreementValues } from '../agreement-format.ts';
import { useOfficeProfile, useSaveAgreement } from '../queries.ts';

/** The form is checked as what it sends: only the chosen basis's field, census days only after a census date. */
const formSchema = z.preprocess((values) => agreementBody(values as AgreementValues), agreementInputSchema);

/** The university: the catalogue's names suggested while typing, and any other name taken as typed. */
function UniversityInput({ value, ...props }: { value: string } & Omit<AutocompleteProps, 'data' | 'value'>) {
  const data = useCatalogueSuggestions('university', value);
  return (
    <Autocomplete
      {...props}
      value={value}
      data={data}
      maxDropdownHeight="12rem"
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Add agreement, or Edit one (`agreement`): one university (and level), its commission and when it is claimable. */
export function AgreementFormModal({
  agreement,
  opened,
  onClose,
}: {
  agreement?: Agreement;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTexts('agreements');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={agreement ? t('form.editTitle', { name: agreement.universityName }) : t('form.addTitle')}
    >
      <AgreementForm agreement={agreement} onClose={onClose} />
    </FormModal>
  );
}

function AgreementForm({ agreement, onClose }: { agreement?: Agreement; onClose: () => void }) {
  const { t } = useTexts('agreements');
  const office = useOfficeProfile();
  const save = useSaveAgreement();
  const form = useForm<AgreementValues>({
    mode: 'controlled',
    initialValues: agreementValues(agreement, office.data?.currency),
    validate: schemaResolver(formSchema, { sync: true }),
  });
  const { basis, claimable } = form.values;
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: agreement?.id, body: agreementInputSchema.parse(agreementBody(values)) },
      {
        onSuccess: (saved) => {
          const name = saved.universityName;
          toast.success(agreement ? t('form.saved', { name }) : t('form.added', { name }));
          onClose();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );
  const university = form.getInputProps('universityName');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {agreement && agreement.commissions > 0 && (
          <Alert color="blue" variant="light">
            {t('form.rowsKeep', { count: agreement.commissions })}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <UniversityInput
            label={t('form.university')}
            description={t('form.universityHint')}
            withAsterisk
            {...university}
            value={String(university.value ?? '')}
          />
          <CourseLevelSelect
            label={t('form.level')}
            description={t('form.levelHint')}
            {...form.getInputProps('courseLevel')}
          />
        </SimpleGrid>
        <Radio.Group label={t('form.basis')} withAsterisk {...form.getInputProps('basis')}>
          <Group gap="lg" mt={6}>
            <Radio value="percent" label={t('form.percentBasis')} />
            <Radio value="fixed" label={t('form.fixedBasis')} />
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {basis === 'percent' ? (
            <NumberInput
              key="percent"
              label={t('form.percent')}
              withAsterisk
              min={0}
              max={100}
              decimalScale={2}
              suffix="%"
              {...form.getInputProps('percent')}
            />
          ) : (
            <TextInput
              key="amount"
              label={t('form.amount')}
              description={t('form.amountHint')}
              withAsterisk
              inputMode="decimal"
              placeholder="1000.00"
              {...form.getInputProps('amount')}
            />
          )}
          <CurrencySelect
            label={t('form.currency')}
            description={basis === 'percent' ? t('form.currencyHint') : undefined}
            withAsterisk
            {...form.getInputProps('currency')}
          />
          <NumberInput
            label={t('form.instalments')}
            description={t('form.instalmentsHint')}
            withAsterisk
            min={1}
            max={12}
            allowDecimal={false}
            {...form.getInputProps('instalments')}
          />
          <NumberInput
            label={t('form.monthsBetween')}
            description={t('form.monthsBetweenHint')}
            min={1}
            max={24}
            allowDecimal={false}
            {...form.getInputProps('monthsBetween')}
          />
        </SimpleGrid>
        <Radio.Group label={t('form.claimable')} withAsterisk {...form.getInputProps('claimable')}>
          <Group gap="lg" mt={6}>
            {CLAIMABLE_WHEN.map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Group>
        </Radio.Group>
        {claimable === 'census' && (
          <NumberInput
            label={t('form.censusDays')}
            min={0}
            max={365}
            allowDecimal={false}
            w={{ base: '100%', sm: '50%' }}
            {...form.getInputProps('censusDays')}
          />
        )}
        <Switch label={t('form.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormButtons cancel={t('form.cancel')} submit={t('form.save')} onCancel={onClose} pending={save.isPending} />
      </Stack>
    </form>
  );
}
