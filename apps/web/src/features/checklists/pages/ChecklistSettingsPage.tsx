import { Paper, Stack, Tabs, Text } from '@mantine/core';
import { DESTINATIONS, type Destination } from '@studydesk/shared/checklists';
import { useState } from 'react';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { formatOfficeDateTime } from '../../../ui/dhaka-time.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { TemplateEditor } from '../components/TemplateEditor.tsx';
import { useChecklistTemplates } from '../queries.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['checklists', 'documents']);

/** /super-admin/settings/checklists: the documents each destination needs, by stage (issue 16). */
export function ChecklistSettingsPage() {
  const { t } = useTexts('checklists');
  const templates = useChecklistTemplates();
  const [country, setCountry] = useState<Destination>('UK');
  // Each destination's editor is mounted when its tab is first opened and stays mounted (hidden) after, so the
  // unsaved edits of a tab left are there on coming back; a save remounts only its own editor (its key).
  const [opened, setOpened] = useState<ReadonlySet<Destination>>(() => new Set(['UK']));
  const choose = (value: string | null) => {
    if (!value) return;
    setCountry(value as Destination);
    setOpened((all) => new Set(all).add(value as Destination));
  };
  return (
    <Stack gap="lg">
      <PageTitle title={t('documentChecklists')} description={t('theDocumentsEachDestinationNeeds')} />
      <ListState
        loading={templates.isPending}
        error={templates.error}
        onRetry={() => void templates.refetch()}
        empty={null}
      >
        {templates.data && (
          <Tabs value={country} onChange={choose}>
            <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
              {DESTINATIONS.map((d) => (
                <Tabs.Tab key={d} value={d} px="sm">
                  {d}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {templates.data
              .filter((template) => opened.has(template.country))
              .map((template) => (
                <Tabs.Panel key={template.country} value={template.country} pt="md">
                  <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                    <Stack gap="md">
                      {template.updatedAt && (
                        <Text fz="xs" c="dimmed">
                          {template.updatedBy
                            ? t('lastSavedBy', {
                                at: formatOfficeDateTime(template.updatedAt),
                                name: template.updatedBy,
                              })
                            : t('lastSaved', { at: formatOfficeDateTime(template.updatedAt) })}
                        </Text>
                      )}
                      <TemplateEditor key={template.updatedAt} template={template} />
                    </Stack>
                  </Paper>
                </Tabs.Panel>
              ))}
          </Tabs>
        )}
      </ListState>
    </Stack>
  );
}
