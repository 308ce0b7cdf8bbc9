import { Button, Group, Select, TextInput } from '@mantine/core';
import type { TemplateItem } from '@studydesk/shared/checklists';
import { STUDENT_DOCUMENT_SLOTS, type StudentDocumentSlot, slotLabel } from '@studydesk/shared/documents';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { newItemKey } from '../checklists-format.ts';

const SLOT_KEYS = new Set<string>(STUDENT_DOCUMENT_SLOTS.map(([slot]) => slot));

/** Adds a document to the list: one of the 16 slots not on it yet, or a document of the template's own. */
export function AddItemForm({ taken, onAdd }: { taken: ReadonlySet<string>; onAdd: (item: TemplateItem) => void }) {
  const { t } = useTexts('checklists');
  const [label, setLabel] = useState('');
  const [slot, setSlot] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const freeSlots = STUDENT_DOCUMENT_SLOTS.filter(([key]) => !taken.has(key)).map(([value, name]) => ({
    value,
    label: name,
  }));
  const add = () => {
    const name = label.trim() || (slot ? slotLabel(slot as StudentDocumentSlot) : '');
    if (!name) {
      setError(t('enterTheDocumentSNameOr'));
      return;
    }
    const key = slot ?? newItemKey(name, new Set([...taken, ...SLOT_KEYS]));
    onAdd({ key, label: name, stage: 'application', expires: false });
    setLabel('');
    setSlot(null);
    setError(null);
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('addADocument')}
        placeholder={t('forInstancePoliceClearanceCertificate')}
        style={{ flex: '1 1 16rem' }}
        maxLength={80}
        value={label}
        onChange={(event) => {
          setLabel(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') add();
        }}
        error={error}
      />
      <Select
        label={t('documentSlot')}
        placeholder={t('noneItsOwnDocument')}
        data={freeSlots}
        value={slot}
        onChange={setSlot}
        clearable
        style={{ flex: '0 1 14rem' }}
      />
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>
        {t('add')}
      </Button>
    </Group>
  );
}
