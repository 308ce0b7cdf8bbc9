import { Select, TextInput } from '@mantine/core';
import { OfficeDateInput } from '../../../ui/OfficeDateInput.tsx';
import { ENGLISH_TEST_OPTIONS } from '../english-tests.ts';
import type { StudentForm } from '../student-form.ts';
import { FormSection } from './FormSection.tsx';

export function EnglishSection({ form }: { form: StudentForm }) {
  return (
    <FormSection title="English Proficiency">
      <Select
        label="Test"
        placeholder="Choose one"
        data={ENGLISH_TEST_OPTIONS}
        clearable
        {...form.getInputProps('englishProficiency')}
        value={form.getValues()['englishProficiency'] || null}
        onChange={(value) =>
          form.setFieldValue('englishProficiency', (value ?? '') as StudentForm['values']['englishProficiency'])
        }
      />
      <TextInput label="Reading" {...form.getInputProps('reading')} />
      <TextInput label="Writing" {...form.getInputProps('writing')} />
      <TextInput label="Listening" {...form.getInputProps('listening')} />
      {/* The field keeps the earlier product's spelling (SPEC.md 3); people read "Speaking". */}
      <TextInput label="Speaking" {...form.getInputProps('specking')} />
      <TextInput label="Overall" {...form.getInputProps('overall')} />
      <OfficeDateInput label="Test date" {...form.getInputProps('testDate')} />
    </FormSection>
  );
}
