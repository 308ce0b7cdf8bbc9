import { Badge, Grid, Group, NavLink, Paper, Select, Stack, Text } from '@mantine/core';
import type { MessageLanguage, TemplateKey } from '@studydesk/shared/templates';
import { LANGUAGE_LABELS } from '@studydesk/shared/templates';
import { useState } from 'react';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { TemplateEditor } from '../components/TemplateEditor.tsx';
import { useSaveTemplate, useTemplates } from '../template-queries.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['messages']);

/** /super-admin/settings/templates: the office's messages, what sends them, and how they read (issue 17). */
export function TemplatesPage() {
  const { t } = useTexts('messages');
  const templates = useTemplates({ errorsShownInline: true });
  const [chosen, choose] = useState<TemplateKey>('welcome');
  const settings = templates.data;
  const template = settings?.templates.find((t) => t.key === chosen);
  return (
    <Stack gap="lg">
      <PageTitle title={t('messageTemplates')} description={t('whatStudyDeskSendsToStudents')} />
      <ListState
        loading={templates.isPending}
        error={templates.error}
        onRetry={() => void templates.refetch()}
        empty={null}
      >
        {settings && template && (
          <Grid>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <Paper withBorder radius="md" p={4}>
                  <nav aria-label={t('templates')}>
                    {settings.templates.map((item) => (
                      <NavLink
                        key={item.key}
                        component="button"
                        type="button"
                        active={item.key === chosen}
                        aria-current={item.key === chosen ? 'true' : undefined}
                        onClick={() => choose(item.key)}
                        label={item.label}
                        rightSection={
                          item.automatic === null ? null : (
                            <Badge size="xs" variant="light" color={item.automatic ? 'teal' : 'gray'}>
                              {item.automatic ? t('automatic') : t('off')}
                            </Badge>
                          )
                        }
                      />
                    ))}
                  </nav>
                </Paper>
                <AutomaticLanguage language={settings.automaticLanguage} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Paper withBorder radius="md" p="lg">
                <TemplateEditor
                  key={template.key}
                  template={template}
                  reminderEveryDays={settings.reminderEveryDays}
                  variables={settings.variables}
                />
              </Paper>
            </Grid.Col>
          </Grid>
        )}
      </ListState>
    </Stack>
  );
}

/** The language automatic messages go out in (the office writes to its students in one). */
function AutomaticLanguage({ language }: { language: MessageLanguage }) {
  const { t } = useTexts('messages');
  const save = useSaveTemplate('welcome');
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="sm" align="flex-end">
        <Select
          label={t('automaticMessagesAreSentIn')}
          data={(['en', 'bn'] as const).map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
          value={language}
          allowDeselect={false}
          disabled={save.isPending}
          error={save.error?.message}
          onChange={(value) => value && save.mutate({ automaticLanguage: value as MessageLanguage })}
        />
        <Text fz="xs" c="dimmed">
          {t('staffChooseTheLanguageOf')}
        </Text>
      </Group>
    </Paper>
  );
}
