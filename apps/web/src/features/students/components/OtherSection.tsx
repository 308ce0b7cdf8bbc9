import { Select, TextInput } from '@mantine/core';
import { OfficeDateInput } from '../../../ui/OfficeDateInput.tsx';
import type { StudentForm } from '../student-form.ts';
import { FormSection } from './FormSection.tsx';

export function OtherSection({ form }: { form: StudentForm }) {
  return (
    <FormSection title="Other Informations">
      <OfficeDateInput label="Probable date" {...form.getInputProps('probableDate')} />
      <TextInput label="Chosen country" {...form.getInputProps('chosenCountryName')} />
      <Select
        label="Any country refusal?"
        placeholder="Choose one"
        data={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        clearable
        {...form.getInputProps('anyCountryRefusal')}
        value={form.getValues()['anyCountryRefusal'] || null}
        onChange={(value) =>
          form.setFieldValue('anyCountryRefusal', (value ?? '') as StudentForm['values']['anyCountryRefusal'])
        }
      />
      <TextInput label="University choice" {...form.getInputProps('universityChoice')} />
      <TextInput label="Intake" placeholder="e.g. September 2026" {...form.getInputProps('intake')} />
      <TextInput label="Course" {...form.getInputProps('course')} />
      <TextInput label="Bank statement (sponsor)" {...form.getInputProps('bankStatement')} />
      <TextInput label="Bank name" {...form.getInputProps('bankName')} />
      <TextInput label="Applied before through agent" {...form.getInputProps('beforeAppliedAgent')} />
      <TextInput label="Applied before to university" {...form.getInputProps('beforeAppliedUniversity')} />
    </FormSection>
  );
}
