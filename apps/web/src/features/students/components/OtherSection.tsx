import { Select, TextInput } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { OfficeDateInput } from '../../../ui/OfficeDateInput.tsx';
import type { StudentForm } from '../student-form.ts';
import { FormSection } from './FormSection.tsx';

export function OtherSection({ form }: { form: StudentForm }) {
  const { t } = useTexts('students');
  return (
    <FormSection title={t('otherInformations')}>
      <OfficeDateInput label={t('probableDate')} {...form.getInputProps('probableDate')} />
      <TextInput label={t('chosenCountry')} {...form.getInputProps('chosenCountryName')} />
      <Select
        label={t('anyCountryRefusal')}
        placeholder={t('chooseOne')}
        data={[
          { value: 'yes', label: t('yes') },
          { value: 'no', label: t('no') },
        ]}
        clearable
        {...form.getInputProps('anyCountryRefusal')}
        value={form.getValues()['anyCountryRefusal'] || null}
        onChange={(value) =>
          form.setFieldValue('anyCountryRefusal', (value ?? '') as StudentForm['values']['anyCountryRefusal'])
        }
      />
      <TextInput label={t('universityChoice')} {...form.getInputProps('universityChoice')} />
      <TextInput label={t('intake')} placeholder={t('eGSeptember2026')} {...form.getInputProps('intake')} />
      <TextInput label={t('course')} {...form.getInputProps('course')} />
      <TextInput label={t('bankStatementSponsor')} {...form.getInputProps('bankStatement')} />
      <TextInput label={t('bankName')} {...form.getInputProps('bankName')} />
      <TextInput label={t('appliedBeforeThroughAgent')} {...form.getInputProps('beforeAppliedAgent')} />
      <TextInput label={t('appliedBeforeToUniversity')} {...form.getInputProps('beforeAppliedUniversity')} />
    </FormSection>
  );
}
