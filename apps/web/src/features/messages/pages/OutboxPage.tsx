import { Alert, NativeSelect, Paper, SegmentedControl, Stack } from '@mantine/core';
import { MESSAGE_STATE_LABELS, MESSAGE_STATES, type MessageState } from '@studydesk/shared/messages';
import { IconMailOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { usePhone } from '../../../ui/use-phone.ts';
import { OutboxTable } from '../components/OutboxTable.tsx';
import { useMailSettings, useOutbox } from '../outbox-queries.ts';

// The texts this page's components read: fetched with the page's code, not after its first render.
preloadTexts(['messages']);

const FILTERS = [
  { value: 'all', label: 'All' },
  ...MESSAGE_STATES.map((s) => ({ value: s, label: MESSAGE_STATE_LABELS[s] })),
];

const isState = (value: string | null): value is MessageState => MESSAGE_STATES.includes(value as MessageState);

/**
 * Super Admin's outbox: every e-mail and WhatsApp message, newest first, with its state, attempts and last error;
 * a failed or refused one can be sent again. The state filter and the page live in the address.
 */
export function OutboxPage() {
  const { t } = useTexts('messages');
  const [search, setSearch] = useSearchParams();
  const stateParam = search.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const outbox = useOutbox(state, page);
  const mail = useMailSettings();
  const phone = usePhone();
  const items = outbox.data?.items ?? [];
  const go = (nextState: MessageState | undefined, nextPage = 1) => {
    const next = new URLSearchParams();
    if (nextState) next.set('state', nextState);
    if (nextPage > 1) next.set('page', String(nextPage));
    setSearch(next);
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('outbox')} description={t('everyEMailAndWhatsApp')} />
      {mail.data && !mail.data.enabled && (
        <Alert color="orange" variant="light" icon={<IconMailOff size={18} />} title="E-mail is off">
          {t('noMailServerIsSet')}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {phone ? (
            <NativeSelect
              label={t('state')}
              data={FILTERS}
              value={state ?? 'all'}
              onChange={(event) => go(isState(event.currentTarget.value) ? event.currentTarget.value : undefined)}
            />
          ) : (
            <SegmentedControl
              aria-label={t('showMessagesInState')}
              data={FILTERS}
              value={state ?? 'all'}
              onChange={(value) => go(isState(value) ? value : undefined)}
              style={{ alignSelf: 'flex-start' }}
            />
          )}
          <ListState
            loading={outbox.isPending}
            error={outbox.isError ? outbox.error : null}
            onRetry={() => void outbox.refetch()}
            empty={
              items.length === 0
                ? state
                  ? t('noMessages', { value: MESSAGE_STATE_LABELS[state].toLowerCase() })
                  : t('noMessagesYet')
                : null
            }
            hint={state ? t('chooseAllToSeeEvery') : t('welcomeEMailsRemindersAnd')}
          >
            <OutboxTable messages={items} />
          </ListState>
          {(page > 1 || outbox.data?.hasMore) && (
            <Pager
              page={page}
              hasNext={outbox.data?.hasMore ?? false}
              busy={outbox.isFetching}
              onChange={(next) => go(state, next)}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
