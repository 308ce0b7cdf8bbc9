import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { ErrorCode } from '@studydesk/shared/errors';
import type { ReactNode } from 'react';
import { isApiError } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { CurrencySelect } from '../../../ui/CurrencySelect.tsx';
import { FormButtons } from '../../../ui/FormButtons.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { OfficeDateInput } from '../../../ui/OfficeDateInput.tsx';
import { toast } from '../../../ui/toast.ts';

/** A commission's amount as typed (decimal text, never a float), its currency, due date and note. */
export interface CommissionValues {
  amount: string;
  currency: string;
  dueOn: string;
  note: string;
}

const COMMISSION_FIELDS = ['amount', 'currency', 'dueOn', 'note'] as const;

/**
 * Refusals after which what was typed can no longer be saved as it is: the row is gone, was changed meanwhile or is
 * settled. The dialog then closes and the reloaded ledger shows the row as it is now; after any other refusal (the
 * network, a 500) the same values may well go through on a second try, so they are kept.
 */
const ROW_NO_LONGER_EDITABLE: readonly string[] = [ErrorCode.NOT_FOUND, ErrorCode.CHANGED_MEANWHILE, ErrorCode.SETTLED];

const rowNoLongerEditable = (error: Error) => isApiError(error) && ROW_NO_LONGER_EDITABLE.includes(error.code);

/**
 * The form's check: the shared schema's (the API's own messages, next to the fields), given what the form does not
 * show (the row's version, the application), and a due date to choose rather than "use the form YYYY-MM-DD".
 */
function commissionCheck(schema: Parameters<typeof schemaResolver>[0], hidden: object, chooseDueDate: string) {
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

function CommissionFields({ form }: { form: UseFormReturnType<CommissionValues> }) {
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

/** What a save is told when it ends: a mutation's own callbacks. */
interface SaveEnd {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/**
 * A commission's dialog: whose it is, its fields, Cancel and the button that saves. `save` sends the values; once
 * saved a toast says `savedText` and the dialog closes. A field's refusal stays on its field; any other is told in a
 * toast, and the dialog closes only when the row is gone, changed meanwhile or settled (the ledger reloads).
 */
export function CommissionForm({
  initialValues,
  schema,
  hidden,
  subject,
  submitLabel,
  savedText,
  save,
  pending,
  onClose,
}: {
  initialValues: CommissionValues;
  schema: Parameters<typeof schemaResolver>[0];
  /** What the schema checks that the form does not show (a row's version, an application). */
  hidden: object;
  subject: ReactNode;
  submitLabel: string;
  savedText: string;
  save: (values: CommissionValues, end: SaveEnd) => void;
  pending: boolean;
  onClose: () => void;
}) {
  const { t } = useTexts('ledger');
  const form = useForm<CommissionValues>({
    initialValues,
    validate: commissionCheck(schema, hidden, t('chooseTheDueDate')),
  });
  const submit = form.onSubmit((values) =>
    save(values, {
      onSuccess: () => {
        toast.success(savedText);
        onClose();
      },
      onError: (error) => {
        if (!applyServerErrors(form, error, { fields: COMMISSION_FIELDS }) && rowNoLongerEditable(error)) onClose();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {subject}
        <CommissionFields form={form} />
        <FormButtons cancel={t('cancel')} submit={submitLabel} onCancel={onClose} pending={pending} />
      </Stack>
    </form>
  );
}
