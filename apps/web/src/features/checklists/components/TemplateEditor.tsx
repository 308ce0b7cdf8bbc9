import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CHECKLIST_STAGES,
  type ChecklistStage,
  type ChecklistTemplate,
  STAGE_LABELS,
  type TemplateItem,
} from '@studydesk/shared/checklists';
import { IconArrowDown, IconArrowUp, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useSaveChecklistTemplate } from '../queries.ts';
import { AddItemForm } from './AddItemForm.tsx';

const STAGE_CHOICES = CHECKLIST_STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }));

/** One destination's documents, edited in place and saved at once (PUT /settings/checklists/{country}). */
export function TemplateEditor({ template }: { template: ChecklistTemplate }) {
  const { t } = useTexts('checklists');
  const [items, setItems] = useState<TemplateItem[]>(() =>
    template.items.map(({ key, label, stage, expires }) => ({ key, label, stage, expires })),
  );
  const save = useSaveChecklistTemplate(template.country);
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const slots = new Map(template.items.map((i) => [i.key, i.slot]));
  const change = (index: number, patch: Partial<TemplateItem>) =>
    setItems((all) => all.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const move = (index: number, by: -1 | 1) =>
    setItems((all) => {
      const next = [...all];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t('eachDocumentInTheOrder')}
      </Text>
      <Stack gap="xs" component="ol" m={0} p={0} aria-label={t('documentsFor', { country: template.country })}>
        {items.map((item, index) => (
          <Paper key={item.key} withBorder radius="sm" p="xs" component="li" style={{ listStyle: 'none' }}>
            <Group gap="sm" wrap="wrap" align="center">
              <TextInput
                aria-label={t('nameOfDocument', { value: index + 1 })}
                size="xs"
                style={{ flex: '1 1 16rem' }}
                value={item.label}
                maxLength={80}
                onChange={(event) => change(index, { label: event.currentTarget.value })}
                error={fields[`items.${index}.label`]}
                rightSectionWidth={slots.get(item.key) ? 52 : undefined}
                rightSection={
                  slots.get(item.key) ? (
                    <Badge size="xs" variant="light" color="gray" title="One of the 16 document slots">
                      {t('slot')}
                    </Badge>
                  ) : undefined
                }
              />
              <SegmentedControl
                size="xs"
                aria-label={t('stageOf', { label: item.label })}
                data={STAGE_CHOICES}
                value={item.stage}
                onChange={(stage) => change(index, { stage: stage as ChecklistStage })}
              />
              <Checkbox
                size="xs"
                label={t('expires')}
                checked={item.expires}
                onChange={(event) => change(index, { expires: event.currentTarget.checked })}
              />
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('moveUp', { label: item.label })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('moveDown', { label: item.label })}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('remove', { label: item.label })}
                  onClick={() => setItems((all) => all.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <AddItemForm taken={new Set(items.map((i) => i.key))} onAdd={(item) => setItems((all) => [...all, item])} />
      {save.error && (
        <Alert color="red" variant="light" title={t('theChecklistWasNotSaved')}>
          <Text fz="sm">{fields.items ?? save.error.message}</Text>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<IconDeviceFloppy size={16} />}
          loading={save.isPending}
          onClick={() => save.mutate({ items })}
        >
          {t('saveChecklist')}
        </Button>
      </Group>
    </Stack>
  );
}
