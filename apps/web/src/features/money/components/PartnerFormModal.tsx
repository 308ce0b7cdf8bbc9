import { NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Partner, partnerInputSchema } from '@studydesk/shared/money';
import { useTexts } from '../../../i18n/use-texts.ts';
import { FormButtons } from '../../../ui/FormButtons.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { applyServerErrors } from '../../../ui/forms.ts';
import { toast } from '../../../ui/toast.ts';
import { useSavePartner } from '../queries.ts';

interface PartnerValues {
  name: string;
  contact: string;
  email: string;
  phone: string;
  country: string;
  sharePercent: number | string;
  active: boolean;
}

function valuesOf(partner?: Partner): PartnerValues {
  if (!partner) return { name: '', contact: '', email: '', phone: '', country: '', sharePercent: 0, active: true };
  const { name, contact, email, phone, country, sharePercent, active } = partner;
  return { name, contact, email, phone, country, sharePercent, active };
}

/** Add partner, or Edit one (`partner`): checked with the shared schema; a name taken already shows on the field. */
export function PartnerFormModal({
  partner,
  opened,
  onClose,
}: {
  partner?: Partner;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTexts('partners');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={partner ? t('form.editTitle', { name: partner.name }) : t('form.addTitle')}
    >
      <PartnerForm partner={partner} onClose={onClose} />
    </FormModal>
  );
}

function PartnerForm({ partner, onClose }: { partner?: Partner; onClose: () => void }) {
  const { t } = useTexts('partners');
  const save = useSavePartner();
  const form = useForm<PartnerValues>({
    mode: 'controlled',
    initialValues: valuesOf(partner),
    validate: schemaResolver(partnerInputSchema, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: partner?.id, body: partnerInputSchema.parse(values) },
      {
        onSuccess: (saved) => {
          toast.success(partner ? t('form.saved', { name: saved.name }) : t('form.added', { name: saved.name }));
          onClose();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('form.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('form.contact')} {...form.getInputProps('contact')} />
          <TextInput label={t('form.email')} type="email" {...form.getInputProps('email')} />
          <TextInput label={t('form.phone')} type="tel" {...form.getInputProps('phone')} />
          <TextInput label={t('form.country')} {...form.getInputProps('country')} />
          <NumberInput
            label={t('form.share')}
            description={t('form.shareHint')}
            withAsterisk
            min={0}
            max={100}
            decimalScale={2}
            suffix="%"
            {...form.getInputProps('sharePercent')}
          />
        </SimpleGrid>
        <Switch label={t('form.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormButtons cancel={t('form.cancel')} submit={t('form.save')} onCancel={onClose} pending={save.isPending} />
      </Stack>
    </form>
  );
}
