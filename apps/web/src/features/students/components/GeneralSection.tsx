import { Select, TextInput } from '@mantine/core';
import { HOW_KNOW } from '@studydesk/shared/students';
import { OfficeDateInput } from '../../../ui/OfficeDateInput.tsx';
import type { StudentForm } from '../student-form.ts';
import { FormSection } from './FormSection.tsx';

/** The student's own details; `studentId` is the number of a registered student (the Edit form). */
export function GeneralSection({ form, studentId }: { form: StudentForm; studentId?: number }) {
  return (
    <FormSection title="General Information">
      <TextInput
        label="Student ID"
        value={studentId === undefined ? 'Assigned when saved' : String(studentId)}
        readOnly
        variant="filled"
        description={studentId === undefined ? 'The office allocates the number' : 'The number does not change'}
      />
      <TextInput label="Full name" withAsterisk autoComplete="off" {...form.getInputProps('fullName')} />
      <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
      <TextInput label="Phone number" type="tel" withAsterisk {...form.getInputProps('phoneNumber')} />
      <TextInput label="Parent phone" type="tel" {...form.getInputProps('parentPhone')} />
      <OfficeDateInput label="Date of birth" {...form.getInputProps('dob')} />
      <TextInput label="Street" {...form.getInputProps('street')} />
      <TextInput label="City" {...form.getInputProps('city')} />
      <TextInput label="Postal code" {...form.getInputProps('postalCode')} />
      <TextInput label="Country" {...form.getInputProps('country')} />
      <Select
        label="How did they hear about us?"
        placeholder="Choose one"
        data={[...HOW_KNOW]}
        clearable
        {...form.getInputProps('howKnow')}
        value={form.getValues()['howKnow'] || null}
        onChange={(value) => form.setFieldValue('howKnow', (value ?? '') as StudentForm['values']['howKnow'])}
      />
    </FormSection>
  );
}
