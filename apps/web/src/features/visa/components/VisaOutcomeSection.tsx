import { Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { VisaApplication, VisaDecision } from '@studydesk/shared/visa';
import { IconCircleCheck, IconCircleX, IconEdit, IconFileText } from '@tabler/icons-react';
import { Fact } from '../../../ui/Fact.tsx';
import { dayLabel, OUTCOME_LABEL, type VisaOutcomeStatus } from '../visa-format.ts';

function Letter({ decision }: { decision: VisaDecision }) {
  if (!decision.letter) return <>Not uploaded</>;
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
 * refusal reason and letter, a Correct action, and the earlier outcomes a correction replaced.
 */
export function VisaOutcomeSection({
  application,
  onRecord,
}: {
  application: VisaApplication;
  onRecord: (status: VisaOutcomeStatus) => void;
}) {
  const [current, ...earlier] = application.decisions;
  if (!current) {
    return (
      <Group justify="flex-end" gap="sm">
        <Button
          color="teal"
          variant="light"
          leftSection={<IconCircleCheck size={16} />}
          onClick={() => onRecord('success')}
        >
          Successful
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconCircleX size={16} />}
          onClick={() => onRecord('rejected')}
        >
          Rejected
        </Button>
      </Group>
    );
  }
  return (
    <Paper withBorder radius="sm" p="md" component="section" aria-label="Visa outcome">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Text fw={600}>Visa outcome: {OUTCOME_LABEL[current.status]}</Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} />}
            onClick={() => onRecord(current.status)}
          >
            Correct outcome
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Fact label="Decision date">{dayLabel(current.decidedOn)}</Fact>
          <Fact label="Visa reference">{current.reference}</Fact>
          <Fact label="Decision letter">
            <Letter decision={current} />
          </Fact>
          <Fact label="Recorded by">{current.decidedBy}</Fact>
        </SimpleGrid>
        {current.status === 'rejected' && <Fact label="Refusal reason">{current.refusalReason}</Fact>}
        {earlier.length > 0 && (
          <div>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              Earlier outcomes (corrected)
            </Text>
            <List fz="sm" spacing={4} mt={4} aria-label="Earlier outcomes">
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
