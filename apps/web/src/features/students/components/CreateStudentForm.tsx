import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ErrorCode } from '@studydesk/shared/errors';
import type { Role } from '@studydesk/shared/role-names';
import { AUTO_ASSIGN, createStudentSchema, type Student } from '@studydesk/shared/students';
import { isApiError } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { applyServerErrors, focusFirstError } from '../../../ui/forms.ts';
import { MessageLanguageField } from '../../../ui/MessageLanguageField.tsx';
import { PossibleMatches } from '../../../ui/PossibleMatches.tsx';
import { toast } from '../../../ui/toast.ts';
import { useTemplates } from '../../messages/template-queries.ts';
import { usePossibleMatches } from '../../search/queries.ts';
import { DUPLICATE_MESSAGE, DuplicateStudentError, useCounselorOptions, useCreateStudent } from '../queries.ts';
import { emptyStudentForm, type StudentFormValues } from '../student-form.ts';
import { EnglishSection } from './EnglishSection.tsx';
import { GeneralSection } from './GeneralSection.tsx';
import { OtherSection } from './OtherSection.tsx';
import { QualificationSection } from './QualificationSection.tsx';

const MATCHES_ID = 'possible-matches';

/**
 * SPEC.md 2.7 and 5: the five sections, inline errors, the duplicate check, and the busy submit button; below the
 * student's own details, the registered students who may be the same person (issue 19).
 */
export function CreateStudentForm({ onCreated, role }: { onCreated: (student: Student) => void; role: Role }) {
  const { t } = useTexts('students');
  const counselors = useCounselorOptions({ errorsShownInline: true });
  // names the office's language in "Messages in" (without it the option reads "The office's language")
  const templates = useTemplates({ errorsShownInline: true });
  const create = useCreateStudent();
  const form = useForm<StudentFormValues>({
    mode: 'controlled',
    initialValues: emptyStudentForm(),
    validate: schemaResolver(createStudentSchema, { sync: true }),
  });
  const { fullName, phoneNumber, email, dob } = form.getValues();
  const matches = usePossibleMatches({ fullName, phoneNumber, email, dob });

  const submit = form.onSubmit(
    (values) =>
      create.mutate(values, {
        onSuccess: onCreated,
        onError: (error) => {
          if (
            error instanceof DuplicateStudentError ||
            (isApiError(error) && error.code === ErrorCode.STUDENT_EXISTS)
          ) {
            toast.warning(DUPLICATE_MESSAGE);
            // The panel names who it is; the refusal brings it into view.
            void matches.refetch().then(() => document.getElementById(MATCHES_ID)?.scrollIntoView({ block: 'center' }));
            return;
          }
          applyServerErrors(form, error);
        },
      }),
    () => focusFirstError(),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <GeneralSection form={form} />
        <div id={MATCHES_ID}>
          <PossibleMatches matches={matches.data} area={role} />
        </div>
        <QualificationSection form={form} />
        <EnglishSection form={form} />
        <OtherSection form={form} />
        <Paper withBorder radius="md" p="lg" component="section" aria-label={t('counselor')}>
          <Stack gap="md">
            <Title order={3} fz="h4">
              {t('counselor')}
            </Title>
            {counselors.isError && (
              <ErrorAlert>{t('theCounselorsCouldNotBe', { message: counselors.error.message })}</ErrorAlert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              <Select
                label={t('counselor')}
                placeholder={counselors.isPending ? t('loadingCounselors') : t('chooseOneCounselor')}
                withAsterisk
                searchable
                nothingFoundMessage={t('noCounselorOfThatName')}
                data={[
                  { value: AUTO_ASSIGN, label: t('assignAutomaticallyFewestOpenStudents') },
                  ...(counselors.data ?? []).map((c) => ({
                    value: c._id,
                    label: `${c.name} (${c.employee_id})`,
                  })),
                ]}
                {...form.getInputProps('counselor')}
                onChange={(value) => form.setFieldValue('counselor', value ?? '')}
              />
              <MessageLanguageField
                value={form.getValues().messageLanguage || null}
                officeLanguage={templates.data?.automaticLanguage}
                error={form.errors['messageLanguage']}
                onChange={(language) => form.setFieldValue('messageLanguage', language ?? '')}
              />
            </SimpleGrid>
            <Text c="dimmed" fz="sm">
              {t('theStudentStartsAsFollow')} {t('theWelcomeGoesOutIn')}
            </Text>
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={create.isPending}>
            {create.isPending ? t('creating') : t('createStudent')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
