import { Alert, Badge, Card, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type PublicUploadInfo, type StudentDocumentSlot, slotLabel } from '@studydesk/shared/documents';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { firstName, orderedSlots, SLOT_COUNT } from '../documents-format.ts';
import { UploadControl } from './UploadControl.tsx';

export interface PublicUploadFormProps {
  info: PublicUploadInfo;
  upload: (slot: StudentDocumentSlot, file: File, onProgress: (fraction: number) => void) => Promise<unknown>;
}

/** What the student sees through a valid link: a greeting, what is still missing, and one upload card per slot. */
export function PublicUploadForm({ info, upload }: PublicUploadFormProps) {
  const missing = orderedSlots(info.missing);
  const submitted = orderedSlots(info.submitted);
  const [again, setAgain] = useState<StudentDocumentSlot | null>(null);
  const chosen = again && submitted.includes(again) ? again : null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          Hello {firstName(info.fullName)}
        </Title>
        <Text c="dimmed" mt={4}>
          Your counselor asked you to upload your documents here. {submitted.length} of {SLOT_COUNT} received so far.
          This link works until {formatOfficeDateTime(info.expiresAt)}.
        </Text>
      </div>

      <Stack gap="sm" component="section" aria-labelledby="missing-heading">
        <Title order={2} fz="h4" id="missing-heading">
          Still missing ({missing.length})
        </Title>
        {missing.length === 0 ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck />} title="All documents received">
            Thank you! Your counselor has every document. You can still send a newer version below.
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {missing.map((slot) => (
              <Card key={slot} withBorder radius="md" padding="md" component="section" aria-label={slotLabel(slot)}>
                <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
                  <Text fw={600} lh={1.3}>
                    {slotLabel(slot)}
                  </Text>
                  <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                    Not Submitted
                  </Badge>
                </Group>
                <UploadControl
                  label={slotLabel(slot)}
                  size="md"
                  upload={(file, onProgress) => upload(slot, file, onProgress)}
                />
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>

      {submitted.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="submitted-heading">
          <Title order={2} fz="h4" id="submitted-heading">
            Already submitted ({submitted.length})
          </Title>
          <Group gap={6}>
            {submitted.map((slot) => (
              <Badge key={slot} color="teal" variant="light" size="lg" leftSection={<IconCircleCheck size={14} />}>
                {slotLabel(slot)}
              </Badge>
            ))}
          </Group>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Text fw={600}>Send a newer version</Text>
              <Select
                label="Document"
                placeholder="Choose a submitted document"
                data={submitted.map((slot) => ({ value: slot, label: slotLabel(slot) }))}
                value={chosen}
                onChange={(value) => setAgain(value as StudentDocumentSlot | null)}
                size="md"
                allowDeselect={false}
              />
              {chosen && (
                <UploadControl
                  label={`newer ${slotLabel(chosen)}`}
                  size="md"
                  upload={(file, onProgress) => upload(chosen, file, onProgress)}
                  onDone={() => setAgain(null)}
                />
              )}
            </Stack>
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}
