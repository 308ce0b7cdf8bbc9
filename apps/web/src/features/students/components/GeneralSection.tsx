import { Select, TextInput } from '@mantine/core';
import { officeToday } from '@studydesk/shared/dates';
import { HOW_KNOW } from '@studydesk/shared/students';
import { useTexts } from '../../../i18n/use-texts.ts';
import { OfficeDateInput } from '../../../ui/OfficeDateInput.tsx';
import type { StudentForm } from '../student-form.ts';
import { FormSection } from './FormSection.tsx';

/** About how old a student is when registered: where the birthday's calendar opens. */
const STUDENT_AGE = 20;

/** The student's own details; `studentId` is the number of a registered student (the Edit form). */
export function GeneralSection({ form, studentId }: { form: StudentForm; studentId?: number }) {
  const { t } = useTexts('students');
  return (
    <FormSection title={t('generalInformation')}>
      <TextInput
        label={t('studentID')}
        value={studentId === undefined ? t('assignedWhenSaved') : String(studentId)}
        readOnly
        variant="filled"
        description={studentId === undefined ? t('theOfficeAllocatesTheNumber') : t('theNumberDoesNotChange')}
      />
      <TextInput label={t('fullName')} withAsterisk autoComplete="off" {...form.getInputProps('fullName')} />
      <TextInput label={t('email')} type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
      <TextInput label={t('phoneNumber')} type="tel" withAsterisk {...form.getInputProps('phoneNumber')} />
      <TextInput label={t('parentPhone')} type="tel" {...form.getInputProps('parentPhone')} />
      <OfficeDateInput
        label={t('dateOfBirth')}
        maxDate={officeToday()}
        // A birthday is decades back: the calendar opens on the years of a student's birth, not on this month.
        defaultLevel="decade"
        defaultDate={`${Number(officeToday().slice(0, 4)) - STUDENT_AGE}-01-01`}
        {...form.getInputProps('dob')}
      />
      <TextInput label={t('passportNumber')} autoComplete="off" {...form.getInputProps('passportNumber')} />
      <TextInput label={t('street')} {...form.getInputProps('street')} />
      <TextInput label={t('city')} {...form.getInputProps('city')} />
      <TextInput label={t('postalCode')} {...form.getInputProps('postalCode')} />
      <TextInput label={t('country')} {...form.getInputProps('country')} />
      <Select
        label={t('howDidTheyHearAbout')}
        placeholder={t('chooseOne')}
        data={[...HOW_KNOW]}
        clearable
        {...form.getInputProps('howKnow')}
        value={form.getValues()['howKnow'] || null}
        onChange={(value) => form.setFieldValue('howKnow', (value ?? '') as StudentForm['values']['howKnow'])}
      />
    </FormSection>
  );
}
