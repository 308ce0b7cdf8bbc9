import { Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { VisaApplication, VisaDecision } from '@studydesk/shared/visa';
import { IconCircleCheck, IconCircleX, IconEdit, IconFileText } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { Fact } from '../../../ui/Fact.tsx';
import { dayLabel, OUTCOME_LABEL, type VisaOutcomeStatus } from '../visa-format.ts';

function Letter({ decision }: { decision: VisaDecision }) {
  const { t } = useTexts('visa');
  if (!decision.letter) return <>{t('notUploaded')}</>;
  return (
    <Anchor href={decision.letter} target="_blank" rel="noopener noreferrer" fz="sm">
      <Group gap={4} wrap="nowrap" component="span">
        <IconFileText size={14} />
        {decision.letterName ?? 'Decision letter'}
      </Group>
    </Anchor>
  );
}

/**
 * The application's visa outcome (issue 22): Successful / Rejected while none is recorded; then its date, reference,
 * refusal reason and letter, a Correct action, and the earlier outcomes a correction replaced. Without `onRecord`
 * (the viewer may not record it) the outcome is read-only, and before one is recorded it says who records it.
 */
export function VisaOutcomeSection({
  application,
  onRecord,
}: {
  application: VisaApplication;
  onRecord?: (status: VisaOutcomeStatus) => void;
}) {
  const { t } = useTexts('visa');
  const [current, ...earlier] = application.decisions;
  if (!current) {
    if (!onRecord) {
      return (
        <Text fz="sm" c="dimmed" ta="right">
          {t('handedTo', { name: application.visaTeamName ?? t('theVisaTeamMember') })}
        </Text>
      );
    }
    return (
      <Group justify="flex-end" gap="sm">
        <Button
          color="teal"
          variant="light"
          leftSection={<IconCircleCheck size={16} />}
          onClick={() => onRecord('success')}
        >
          {t('successful')}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconCircleX size={16} />}
          onClick={() => onRecord('rejected')}
        >
          {t('rejected')}
        </Button>
      </Group>
    );
  }
  return (
    <Paper withBorder radius="sm" p="md" component="section" aria-label={t('visaOutcome')}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Text fw={600}>Visa outcome: {OUTCOME_LABEL[current.status]}</Text>
          {onRecord && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEdit size={14} />}
              onClick={() => onRecord(current.status)}
            >
              {t('correctOutcome')}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Fact label={t('decisionDate')}>{dayLabel(current.decidedOn)}</Fact>
          <Fact label={t('visaReference')}>{current.reference}</Fact>
          <Fact label={t('decisionLetter')}>
            <Letter decision={current} />
          </Fact>
          <Fact label={t('recordedBy')}>{current.decidedBy}</Fact>
        </SimpleGrid>
        {current.status === 'rejected' && <Fact label={t('refusalReason')}>{current.refusalReason}</Fact>}
        {earlier.length > 0 && (
          <div>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('earlierOutcomesCorrected')}
            </Text>
            <List fz="sm" spacing={4} mt={4} aria-label={t('earlierOutcomes')}>
              {earlier.map((d) => (
                <List.Item key={d._id}>
                  {OUTCOME_LABEL[d.status]} on {dayLabel(d.decidedOn)}
                  {d.reference && ` · ${d.reference}`}
                  {d.status === 'rejected' && d.refusalReason && ` · ${d.refusalReason}`}
                  {d.decidedBy && ` · recorded by ${d.decidedBy}`}
                  {d.letter && (
                    <>
                      {' · '}
                      <Anchor href={d.letter} target="_blank" rel="noopener noreferrer" fz="sm">
                        {d.letterName ?? 'Decision letter'}
                      </Anchor>
                    </>
                  )}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
