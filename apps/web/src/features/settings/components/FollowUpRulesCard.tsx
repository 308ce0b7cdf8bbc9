import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FollowUpSettings } from '@studydesk/shared/tasks';
import { useTexts } from '../../../i18n/use-texts.ts';
import { applyServerErrors } from '../../../ui/forms.ts';
import { STATUS_LOOK } from '../../../ui/student-status.ts';
import { useFollowUpSettings, useSaveFollowUpSettings } from '../../tasks/queries.ts';

const STAGES = ['follow-up', 'enrolled', 'application-processing', 'visa-processing'] as const;

function RulesForm({ rules }: { rules: FollowUpSettings }) {
  const { t } = useTexts('settings');
  const save = useSaveFollowUpSettings();
  const form = useForm<FollowUpSettings>({ initialValues: rules });
  const submit = form.onSubmit((values) => save.mutate(values, { onError: (error) => applyServerErrors(form, error) }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NumberInput
          label={t('escalateOverdueWorkToSuper')}
          min={1}
          max={30}
          allowDecimal={false}
          {...form.getInputProps('escalationDays')}
        />
        <Text fz="sm" fw={500}>
          {t('aStudentIsStalledAfter')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {STAGES.map((stage) => (
            <NumberInput
              key={stage}
              label={STATUS_LOOK[stage].label}
              min={1}
              max={365}
              allowDecimal={false}
              {...form.getInputProps(`stallDays.${stage}`)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('saveRules')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Super Admin's follow-up rules (issue 15): escalation delay and stall days, used by reminders and My Day. */
export function FollowUpRulesCard() {
  const { t } = useTexts('settings');
  const rules = useFollowUpSettings();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('followUpRules')}
        </Title>
        {rules.data ? (
          <RulesForm rules={rules.data} />
        ) : (
          <Text fz="sm" c="dimmed">
            {rules.isError ? rules.error.message : t('loading')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
