import { Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { toast } from '../../../ui/toast.ts';
import { useReminderEmails, useSaveReminderEmails } from '../queries.ts';

/** The employee's own choice: reminders of tasks and next steps also come by e-mail, or only in StudyDesk. */
export function ReminderEmailsCard({ email }: { email: string }) {
  const { t } = useTexts('settings');
  const choice = useReminderEmails();
  const save = useSaveReminderEmails();
  const change = (on: boolean) =>
    save.mutate(on, {
      onSuccess: () => toast.success(on ? t('remindersWillAlsoComeBy') : t('remindersByEMailAre')),
    });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('reminders')}
        </Title>
        {choice.isPending ? (
          <Skeleton h={40} />
        ) : (
          <Switch
            label={t('alsoSendMyRemindersBy')}
            description={t('tasksAndNextStepsThat', { email })}
            checked={choice.data?.remindersByEmail ?? false}
            disabled={choice.isError || save.isPending}
            onChange={(event) => change(event.currentTarget.checked)}
            error={choice.error?.message ?? save.error?.message}
          />
        )}
        {choice.isError && (
          <Text fz="xs" c="red">
            {t('yourChoiceCouldNotBe')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
