import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PortalItem } from '@studydesk/shared/portal';
import { IconCircleCheck, IconMessageExclamation, IconReplace } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useUploadLimits } from '../../documents/queries.ts';
import { groupItems, type ItemGroup, STATE_COLORS } from '../portal-format.ts';
import type { SendItem } from '../queries.ts';
import { ItemUpload } from './ItemUpload.tsx';

type Texts = ReturnType<typeof useTexts>;

/** A document's name in the page's language: Bangla for the documents we know, the template's own words else. */
const nameOf = (item: PortalItem, t: Texts['t']) => t(`documents.${item.key}`, { defaultValue: item.label });

function ItemDates({ item, texts }: { item: PortalItem; texts: Texts }) {
  const { t, date } = texts;
  const parts = [t(`stage.${item.stage}`)];
  if (item.receivedAt && item.state !== 'requested') parts.push(t('received', { date: date(item.receivedAt) }));
  return (
    <>
      <Text fz="xs" c="dimmed">
        {parts.join(' · ')}
      </Text>
      {item.expiresAt && (
        <Text fz="xs" c={item.expiryWarning === 'expired' ? 'red' : 'dimmed'}>
          {t(item.expiryWarning === 'expired' ? 'expired' : 'expires', { date: date(item.expiresAt) })}
        </Text>
      )}
    </>
  );
}

function ItemCard({ item, send }: { item: PortalItem; send: SendItem }) {
  const texts = useTexts('portal');
  const { t } = texts;
  const [again, { toggle, close }] = useDisclosure(false);
  const name = nameOf(item, t);
  const upload = (
    <ItemUpload
      label={name}
      fileName={item.label}
      send={(file, onProgress) => send(item.key, file, onProgress)}
      onDone={close}
    />
  );
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} lh={1.3}>
              {name}
            </Text>
            <ItemDates item={item} texts={texts} />
          </div>
          <Badge color={STATE_COLORS[item.state]} variant="light" style={{ flexShrink: 0 }}>
            {t(`state.${item.state}`)}
          </Badge>
        </Group>
        {item.state === 'rejected' && item.reason && (
          // a note read in its place, not an alert announced on load (Mantine's Alert is role=alert)
          <Alert color="red" variant="light" p="xs" icon={<IconMessageExclamation size={18} />} role="note">
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('reason', { reason: item.reason })}
            </Text>
          </Alert>
        )}
        {item.state === 'requested' || item.state === 'rejected' ? (
          upload
        ) : item.state === 'uploaded' ? (
          <>
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              leftSection={<IconReplace size={14} />}
              onClick={toggle}
              aria-expanded={again}
            >
              {t('sendAgain')}
            </Button>
            {again && upload}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

const GROUPS: ItemGroup[] = ['toSend', 'checking', 'verified'];

/** The student's checklist: what to send (sent back first, with the reason), what is being checked, what is done. */
export function PortalChecklist({ items, send }: { items: PortalItem[]; send: SendItem }) {
  const { t, number } = useTexts('portal');
  const maxMb = useUploadLimits().data?.maxMb;
  const groups = groupItems(items);
  return (
    <Stack gap="lg" component="section" aria-labelledby="portal-documents">
      <Title order={2} fz="h3" id="portal-documents">
        {t('documentsTitle')}
      </Title>
      {groups.toSend.length === 0 && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck />} role="note">
          {t('nothingToSend')}
        </Alert>
      )}
      {GROUPS.map(
        (group) =>
          groups[group].length > 0 && (
            <Stack key={group} gap="sm" component="section" aria-labelledby={`portal-${group}`}>
              <div>
                <Title order={3} fz="h5" id={`portal-${group}`}>
                  {t(`groups.${group}`, { n: number(groups[group].length) })}
                </Title>
                {group === 'toSend' && (
                  <Text fz="sm" c="dimmed">
                    {t('upload.hint', { mb: number(maxMb ?? 20) })}
                  </Text>
                )}
              </div>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {groups[group].map((item) => (
                  <ItemCard key={item.key} item={item} send={send} />
                ))}
              </SimpleGrid>
            </Stack>
          ),
      )}
    </Stack>
  );
}
