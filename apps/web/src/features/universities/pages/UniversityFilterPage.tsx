import { Button, Stack } from '@mantine/core';
import type { University } from '@studydesk/shared/website-leads';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { CatalogueSearch } from '../components/CatalogueSearch.tsx';
import { UniversityFormModal } from '../components/UniversityFormModal.tsx';

/** SPEC.md 2.16: the university filter; Super Admin also adds and edits universities. */
export function UniversityFilterPage() {
  const { t } = useTexts('universities');
  const canEdit = useAreaSession().user.role === 'Super Admin';
  const [editing, setEditing] = useState<University | 'new' | null>(null);
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('filterPage.title')}
        description={t('filterPage.description')}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('filterPage.add')}
            </Button>
          )
        }
      />
      <CatalogueSearch
        cardActions={
          canEdit
            ? (university) => (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconEdit size={14} />}
                  onClick={() => setEditing(university)}
                >
                  {t('filterPage.edit')}
                </Button>
              )
            : undefined
        }
      />
      <UniversityFormModal
        opened={editing !== null}
        university={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
