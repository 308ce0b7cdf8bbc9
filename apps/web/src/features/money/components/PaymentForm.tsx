import { Button, Group, Paper, Radio, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { officeToday } from '@studydesk/shared/dates';
import { ErrorCode } from '@studydesk/shared/errors';
import { PAYMENT_METHODS, type Payment, paymentInputSchema } from '@studydesk/shared/payments';
import { IconCash } from '@tabler/icons-react';
import { z } from 'zod';
import { isApiError } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { CurrencySelect } from '../../../ui/CurrencySelect.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { OfficeDateInput } from '../../../ui/OfficeDateInput.tsx';
import { toast } from '../../../ui/toast.ts';
import { KIND_OPTIONS, newPayment, type PaymentValues, paymentBody, paymentValues } from '../payment-form.ts';
import { useRecordPayment } from '../queries.ts';

/** The form is checked as what it sends (the count of payments seen is not the person's to fix). */
const formSchema = z.preprocess((values) => paymentBody(values as PaymentValues, 0), paymentInputSchema);
const check = schemaResolver(formSchema, { sync: true });

/**
 * Record payment: a service fee, a deposit or a refund, sent with how many payments the list shows (`payments`),
 * so that a payment someone else recorded meanwhile is refused (409, then the list reloads) rather than counted
 * twice. A refund above the balance is refused on the amount.
 */
export function PaymentForm({
  studentId,
  payments,
  officeCurrency,
}: {
  studentId: number;
  payments: Payment[];
  officeCurrency: string;
}) {
  const { t } = useTexts('payments');
  const record = useRecordPayment(studentId);
  const form = useForm<PaymentValues>({
    mode: 'controlled',
    initialValues: paymentValues(officeCurrency, officeToday()),
    validate: (values) => ({ ...check(values), ...(values.paidOn ? {} : { paidOn: t('form.choosePaidOn') }) }),
  });
  const submit = form.onSubmit((values) =>
    record.mutate(paymentBody(values, payments.length), {
      onSuccess: (answer) => {
        toast.success(t('form.recorded', { number: newPayment(payments, answer.payments)?.receiptNumber ?? '' }));
        form.setValues({ amount: '', note: '' });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === ErrorCode.CHANGED_MEANWHILE) {
          toast.warning(error.message, t('form.changedMeanwhile'));
        } else applyServerErrors(form, error);
      },
    }),
  );
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="record-payment-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4" id="record-payment-title">
            {t('form.title')}
          </Title>
          <Radio.Group label={t('form.kind')} withAsterisk {...form.getInputProps('kind')}>
            <Group gap="lg" mt={6}>
              {KIND_OPTIONS.map(({ value, label }) => (
                <Radio key={value} value={value} label={label} />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <TextInput
              label={t('form.amount')}
              withAsterisk
              inputMode="decimal"
              autoComplete="off"
              placeholder="1500.00"
              {...form.getInputProps('amount')}
            />
            <CurrencySelect
              label={t('form.currency')}
              withAsterisk
              allowDeselect={false}
              {...form.getInputProps('currency')}
            />
            {/* Paid today at the latest, the office's today (Asia/Dhaka): a day to come cannot be chosen. */}
            <OfficeDateInput
              label={t('form.paidOn')}
              withAsterisk
              maxDate={officeToday()}
              {...form.getInputProps('paidOn')}
            />
            <Select
              label={t('form.method')}
              withAsterisk
              allowDeselect={false}
              data={[...PAYMENT_METHODS]}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('method')}
            />
          </SimpleGrid>
          <Textarea
            label={t('form.note')}
            placeholder={t('form.notePlaceholder')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={500}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={record.isPending} leftSection={<IconCash size={16} />}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
