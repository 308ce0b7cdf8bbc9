import { Button, Checkbox, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { claimPaymentInputSchema } from '@studydesk/shared/commissions';
import { officeToday } from '@studydesk/shared/dates';
import { ErrorCode } from '@studydesk/shared/errors';
import { IconCash } from '@tabler/icons-react';
import { isApiError } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { applyServerErrors, focusFirstError } from '../../../ui/forms.ts';
import { OfficeDateInput } from '../../../ui/OfficeDateInput.tsx';
import { toast } from '../../../ui/toast.ts';
import { useReceiveClaim } from '../ledger-queries.ts';

interface Values {
  receivedOn: string;
  amount: string;
  overPayment: boolean;
}

const check = schemaResolver(claimPaymentInputSchema, { sync: true });

/**
 * Money received against a claim, in the claim's currency. It carries the claim's version: a payment recorded by
 * someone else meanwhile is a 409 (told, and the claim reloads), so nothing is counted twice. The version is a prop
 * rather than the form's key: the claim reloaded after a 409 has a new one, and what was typed is kept for the retry.
 */
export function ClaimReceiveForm({
  claimId,
  currency,
  version,
}: {
  claimId: string;
  currency: string;
  version: number;
}) {
  const { t } = useTexts('ledger');
  const receive = useReceiveClaim(claimId);
  const form = useForm<Values>({
    initialValues: { receivedOn: officeToday(), amount: '', overPayment: false },
    validate: (values) => ({
      ...check({ ...values, version, currency }),
      ...(values.receivedOn ? {} : { receivedOn: t('chooseTheDay') }),
    }),
  });
  const submit = form.onSubmit((values) =>
    receive.mutate(
      { ...values, version, currency },
      {
        onSuccess: () => {
          toast.success(t('paymentRecorded'));
          form.reset();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === ErrorCode.OVER_PAYMENT) {
            form.setFieldError('amount', `${error.message} ${t('overPaymentHint')}`);
            focusFirstError();
            return;
          }
          applyServerErrors(form, error, { fields: ['receivedOn', 'amount', 'overPayment'] });
        },
      },
    ),
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="claim-receive-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="h4" id="claim-receive-title">
              {t('recordMoneyReceived')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('recordHint')}
            </Text>
          </Stack>
          {/* The amount gets the room its message needs (an over-payment's is two sentences). */}
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, xs: 4 }}>
              <OfficeDateInput label={t('receivedOn')} withAsterisk {...form.getInputProps('receivedOn')} />
            </Grid.Col>
            <Grid.Col span={{ base: 8, xs: 5 }}>
              <TextInput
                label={t('amount')}
                placeholder={t('amountExample')}
                inputMode="decimal"
                autoComplete="off"
                withAsterisk
                {...form.getInputProps('amount')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 4, xs: 3 }}>
              <TextInput label={t('currency')} value={currency} readOnly variant="filled" />
            </Grid.Col>
          </Grid>
          <Checkbox
            label={t('isOverPayment')}
            description={t('isOverPaymentHint')}
            {...form.getInputProps('overPayment', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconCash size={16} />} loading={receive.isPending}>
              {t('recordPayment')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
