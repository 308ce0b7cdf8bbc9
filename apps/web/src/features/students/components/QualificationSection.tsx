import { Fieldset, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { QUALIFICATION_LEVELS } from '@studydesk/shared/students';
import { useTexts } from '../../../i18n/use-texts.ts';
import type { StudentForm } from '../student-form.ts';

/** SPEC.md 3: four blocks (secondary, higher secondary, bachelor, masters), each with its own course titles. */
export function QualificationSection({ form }: { form: StudentForm }) {
  const { t } = useTexts('students');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('qualificationInformations')}>
      <Stack gap="md">
        <Title order={3} fz="h4">
          {t('qualificationInformations')}
        </Title>
        {QUALIFICATION_LEVELS.map(({ n, title, options }) => (
          <Fieldset key={n} legend={`${n}. ${title}`} radius="md" variant="filled">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" verticalSpacing="sm">
              <Select
                label={t('courseTitle')}
                placeholder={t('chooseOne')}
                data={[...options]}
                clearable
                {...form.getInputProps(`courseTitle${n}`)}
                value={form.getValues()[`courseTitle${n}`] || null}
                onChange={(value) => form.setFieldValue(`courseTitle${n}`, value ?? '')}
              />
              <TextInput label={t('passingYear')} inputMode="numeric" {...form.getInputProps(`passingYear${n}`)} />
              <TextInput label={t('grade')} {...form.getInputProps(`grade${n}`)} />
              <TextInput label={t('group')} {...form.getInputProps(`group${n}`)} />
              <TextInput label={t('institute')} {...form.getInputProps(`institute${n}`)} />
            </SimpleGrid>
          </Fieldset>
        ))}
      </Stack>
    </Paper>
  );
}
