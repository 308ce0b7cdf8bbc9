import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { rateInputSchema } from '@studydesk/shared/money';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { CurrencySelect } from '../../../ui/CurrencySelect.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { monthLabel } from '../ledger-format.ts';
import { useSaveRate } from '../queries.ts';
import { defaultMonth, monthsOf } from '../rate-table.ts';

interface RateValues {
  month: string;
  currency: string;
  rate: number | string;
}

/** Enters one month's rate of one currency in the year shown; entering it again replaces it. */
export function RateForm({ year, today, officeCurrency }: { year: number; today: string; officeCurrency: string }) {
  const { t } = useTexts('money-settings');
  const save = useSaveRate();
  const form = useForm<RateValues>({
    mode: 'controlled',
    initialValues: { month: defaultMonth(year, today), currency: '', rate: '' },
    validate: schemaResolver(rateInputSchema, { sync: true }),
  });
  const { currency } = form.values;
  const submit = form.onSubmit((values) =>
    save.mutate(rateInputSchema.parse(values), {
      onSuccess: (saved) => {
        toast.success(t('rates.saved', { currency: saved.currency, month: monthLabel(saved.month) }));
        form.setFieldValue('rate', '');
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="rate-form-title">
      <Stack gap="sm">
        <Title order={3} fz="h5" id="rate-form-title">
          {t('rates.enter')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('rates.month')}
            withAsterisk
            allowDeselect={false}
            data={monthsOf(year).map((month) => ({ value: month, label: monthLabel(month) }))}
            {...form.getInputProps('month')}
          />
          <CurrencySelect
            label={t('rates.currency')}
            withAsterisk
            leaveOut={officeCurrency}
            {...form.getInputProps('currency')}
          />
          <NumberInput
            label={t('rates.rate')}
            description={
              officeCurrency && currency
                ? t('rates.rateHint', { office: officeCurrency, currency })
                : t('rates.rateHintEmpty')
            }
            // The hint under the input, so the three inputs stay on one line.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            withAsterisk
            min={0}
            decimalScale={6}
            thousandSeparator=","
            {...form.getInputProps('rate')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
            {t('rates.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
