import {
  Alert,
  Button,
  Code,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  LANGUAGE_LABELS,
  type MessageLanguage,
  type MessageTemplate,
  type TemplateText,
} from '@studydesk/shared/templates';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { applyServerErrors } from '../../../ui/forms.ts';
import { useSaveTemplate, useTemplatePreview } from '../template-queries.ts';
import { MessagePreview } from './MessagePreview.tsx';

interface Values {
  en: TemplateText;
  bn: TemplateText;
  automatic: boolean;
  reminderEveryDays: number;
}

/** One template: its subject and body per language, its switch, and a live preview for a chosen student. */
export function TemplateEditor({
  template,
  reminderEveryDays,
  variables,
}: {
  template: MessageTemplate;
  reminderEveryDays: number;
  variables: string[];
}) {
  const { t } = useTexts('messages');
  const save = useSaveTemplate(template.key);
  const [language, setLanguage] = useState<MessageLanguage>('en');
  const form = useForm<Values>({
    initialValues: { en: template.en, bn: template.bn, automatic: template.automatic ?? false, reminderEveryDays },
  });
  const submit = form.onSubmit(({ en, bn, automatic, reminderEveryDays: every }) =>
    save.mutate(
      {
        en,
        bn,
        ...(template.automatic === null ? {} : { automatic }),
        ...(template.key === 'missing-documents' ? { reminderEveryDays: every } : {}),
      },
      { onError: (error) => applyServerErrors(form, error), onSuccess: () => form.resetDirty() },
    ),
  );
  const text = form.values[language];
  // The errors of the language not in view: the switch's and the interval's show beside their own inputs.
  const other = language === 'en' ? 'bn' : 'en';
  const hidden = Object.entries(form.errors).filter(([field]) => field === other || field.startsWith(`${other}.`));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {template.label}
          </Title>
          <Text c="dimmed" fz="sm">
            {template.trigger}
          </Text>
        </Stack>
        {template.automatic !== null && (
          <Group gap="xl" align="flex-end">
            <Switch label={t('sendAutomatically')} {...form.getInputProps('automatic', { type: 'checkbox' })} />
            {template.key === 'missing-documents' && (
              <NumberInput
                label={t('everyDays')}
                min={1}
                max={90}
                allowDecimal={false}
                w={140}
                {...form.getInputProps('reminderEveryDays')}
              />
            )}
          </Group>
        )}
        <SegmentedControl
          aria-label={t('language')}
          value={language}
          onChange={(value) => setLanguage(value as MessageLanguage)}
          data={(['en', 'bn'] as const).map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
          w="fit-content"
        />
        <TextInput label={t('subject2')} key={`${language}.subject`} {...form.getInputProps(`${language}.subject`)} />
        <Textarea
          label={t('message')}
          key={`${language}.body`}
          autosize
          minRows={8}
          maxRows={20}
          {...form.getInputProps(`${language}.body`)}
        />
        {hidden.length > 0 && (
          <Alert color="red" variant="light" title={t('theOtherLanguageHasErrors')}>
            {hidden.map(([, message]) => message).join(' ')}
          </Alert>
        )}
        <Text fz="xs" c="dimmed">
          {t('variables')}{' '}
          {variables.map((name) => (
            <Code key={name} mr={4}>
              {`{{${name}}}`}
            </Code>
          ))}
          {t('and')} <Code>{'{{#if uploadLink}}…{{/if}}'}</Code>
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('saveTemplate')}
          </Button>
        </Group>
        <LivePreview text={text} language={language} />
      </Stack>
    </form>
  );
}

/** The unsaved text rendered for a student the Super Admin names, half a second after the typing stops. */
function LivePreview({ text, language }: { text: TemplateText; language: MessageLanguage }) {
  const { t } = useTexts('messages');
  const [studentId, setStudentId] = useState<number | string>('');
  // a string, so an unchanged draft is an unchanged value (an object would be new on every render)
  const [typed] = useDebouncedValue(JSON.stringify({ ...text, language, studentId: Number(studentId) }), 500);
  const debounced = JSON.parse(typed) as TemplateText & { language: MessageLanguage; studentId: number };
  const ready = Number.isInteger(debounced.studentId) && debounced.studentId > 0;
  const preview = useTemplatePreview(ready ? debounced : null);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('previewForStudentID')}
            description={t('theMessageAsThisStudent')}
            value={studentId}
            onChange={setStudentId}
            allowDecimal={false}
            min={1}
            hideControls
          />
        </SimpleGrid>
        {ready ? (
          <>
            <MessagePreview message={preview.data} error={preview.error} loading={preview.isFetching} />
            {!preview.error && <Examples names={preview.data?.examples ?? []} />}
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('enterAStudentIDTo')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Which values of the preview are made up: the event that sends the template gives the real ones. */
function Examples({ names }: { names: string[] }) {
  const { t } = useTexts('messages');
  if (names.length === 0) return null;
  return (
    <Text fz="xs" c="dimmed">
      {t('valuesFromTheEventAreExamples')}{' '}
      {names.map((name) => (
        <Code key={name} mr={4}>
          {`{{${name}}}`}
        </Code>
      ))}
    </Text>
  );
}
