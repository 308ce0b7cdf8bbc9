import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { changesOf, type FieldChange, fieldLabel, formatValue } from '../audit-format.ts';

const SHOWN = 3;

function Change({ change }: { change: FieldChange }) {
  const { t } = useTexts('audit');
  const before = formatValue(change.before);
  const after = formatValue(change.after);
  return (
    <Group gap={6} wrap="nowrap" align="baseline" fz="sm">
      <Text span fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {change.field}:
      </Text>
      <Box style={{ minWidth: 0 }}>
        {!change.added && (
          <>
            <Text span fz="sm" c="var(--mantine-color-red-text)" td="line-through" title={String(change.before ?? '')}>
              {before}
            </Text>
            <IconArrowRight
              size={12}
              style={{ margin: '0 4px', verticalAlign: 'middle' }}
              aria-label={t('changedTo')}
            />
          </>
        )}
        <Text span fz="sm" fw={500} title={String(change.after ?? '')}>
          {after}
        </Text>
      </Box>
    </Group>
  );
}

/** A compact before → after of the changed fields: the first three, the rest on request. */
export function ChangeList({
  before,
  after,
  hiddenFields,
  emptyText = '—',
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The changed fields of an event whose values this reader may not see. */
  hiddenFields?: string[];
  emptyText?: string;
}) {
  const [open, setOpen] = useState(false);
  if (hiddenFields?.length) {
    return (
      <Text fz="sm">
        <Text span fz="sm" c="dimmed">
          Changed (values for Super Admin only):{' '}
        </Text>
        {hiddenFields.map(fieldLabel).join(', ')}
      </Text>
    );
  }
  const changes = changesOf(before, after);
  if (changes.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  const shown = open ? changes : changes.slice(0, SHOWN);
  return (
    <Stack gap={2}>
      {shown.map((change) => (
        <Change key={change.key} change={change} />
      ))}
      {changes.length > SHOWN && (
        <Anchor component="button" type="button" fz="xs" ta="left" onClick={() => setOpen((o) => !o)}>
          {open ? 'Show fewer' : `Show ${changes.length - SHOWN} more`}
        </Anchor>
      )}
    </Stack>
  );
}
