import { Select, TextInput } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { OfficeDateInput } from '../../../ui/OfficeDateInput.tsx';
import { ENGLISH_TEST_OPTIONS } from '../english-tests.ts';
import type { StudentForm } from '../student-form.ts';
import { FormSection } from './FormSection.tsx';

export function EnglishSection({ form }: { form: StudentForm }) {
  const { t } = useTexts('students');
  return (
    <FormSection title={t('englishProficiency')}>
      <Select
        label={t('test')}
        placeholder={t('chooseOne')}
        data={ENGLISH_TEST_OPTIONS}
        clearable
        {...form.getInputProps('englishProficiency')}
        value={form.getValues()['englishProficiency'] || null}
        onChange={(value) =>
          form.setFieldValue('englishProficiency', (value ?? '') as StudentForm['values']['englishProficiency'])
        }
      />
      <TextInput label={t('reading')} {...form.getInputProps('reading')} />
      <TextInput label={t('writing')} {...form.getInputProps('writing')} />
      <TextInput label={t('listening')} {...form.getInputProps('listening')} />
      {/* The field keeps the earlier product's spelling (SPEC.md 3); people read "Speaking". */}
      <TextInput label={t('speaking')} {...form.getInputProps('specking')} />
      <TextInput label={t('overall')} {...form.getInputProps('overall')} />
      <OfficeDateInput label={t('testDate')} {...form.getInputProps('testDate')} />
    </FormSection>
  );
}
