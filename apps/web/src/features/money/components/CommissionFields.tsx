import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, type UseFormReturnType } from '@mantine/form';
import { useTexts } from '../../../i18n/use-texts.ts';
import { CurrencySelect } from '../../../ui/CurrencySelect.tsx';
import { OfficeDateInput } from '../../../ui/OfficeDateInput.tsx';

/** A commission's amount as typed (decimal text, never a float), its currency, due date and note. */
export interface CommissionValues {
  amount: string;
  currency: string;
  dueOn: string;
  note: string;
}

export const COMMISSION_FIELDS = ['amount', 'currency', 'dueOn', 'note'] as const;

/**
 * The form's check: the shared schema's (the API's own messages, next to the fields), given what the form does not
 * show (the row's version, the application), and a due date to choose rather than "use the form YYYY-MM-DD".
 */
export function commissionCheck(schema: Parameters<typeof schemaResolver>[0], hidden: object, chooseDueDate: string) {
  const check = schemaResolver(schema, { sync: true });
  return (values: CommissionValues) => ({
    ...check({ ...hidden, ...values }),
    ...(values.dueOn ? {} : { dueOn: chooseDueDate }),
  });
}

/** Whose commission a dialog is about: the student, the university and what else tells the row apart. */
export function CommissionSubject({ name, studentId, detail }: { name: string; studentId: number; detail: string }) {
  const { t } = useTexts('ledger');
  return (
    <div>
      <Text fw={600}>
        {name}{' '}
        <Text component="span" c="dimmed" fz="sm">
          {t('studentId', { id: studentId })}
        </Text>
      </Text>
      <Text fz="sm" c="dimmed">
        {detail}
      </Text>
    </div>
  );
}

export function CommissionFields({ form }: { form: UseFormReturnType<CommissionValues> }) {
  const { t } = useTexts('ledger');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('amount')}
          placeholder={t('amountExample')}
          inputMode="decimal"
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('amount')}
        />
        <CurrencySelect
          label={t('currency')}
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps('currency')}
          value={form.values.currency}
        />
      </SimpleGrid>
      <OfficeDateInput label={t('dueDate')} withAsterisk {...form.getInputProps('dueOn')} />
      <Textarea label={t('noteOptional')} autosize minRows={2} maxLength={500} {...form.getInputProps('note')} />
    </Stack>
  );
}
