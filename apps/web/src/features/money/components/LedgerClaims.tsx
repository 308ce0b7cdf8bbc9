import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ClaimSummary } from '@studydesk/shared/commissions';
import { Link, useSearchParams } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { Fact } from '../../../ui/Fact.tsx';
import { ListState } from '../../../ui/ListState.tsx';
import { CountedPager } from '../../../ui/Pager.tsx';
import { usePhone } from '../../../ui/use-phone.ts';
import { money } from '../ledger-format.ts';
import { useClaims } from '../ledger-queries.ts';
import { ClaimDifference } from './ClaimDifference.tsx';
import { AMOUNT_STYLE } from './LedgerRowParts.tsx';

function ClaimNumber({ claim }: { claim: ClaimSummary }) {
  const { user } = useAreaSession();
  return (
    <Anchor component={Link} to={PAGES.claim.path(user.role, { claimId: claim.id })} fz="sm" fw={600}>
      {claim.number}
    </Anchor>
  );
}

function ClaimRows({ claims }: { claims: ClaimSummary[] }) {
  const { t } = useTexts('ledger');
  const phone = usePhone();
  if (phone) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {claims.map((claim) => (
          <Paper key={claim.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" align="flex-start">
              <div>
                <ClaimNumber claim={claim} />
                <Text fz="sm">{claim.universityName}</Text>
                <Text fz="xs" c="dimmed">
                  {formatOfficeDay(claim.createdOn)}
                </Text>
              </div>
              <ClaimDifference minor={claim.differenceMinor} currency={claim.currency} />
            </Group>
            <SimpleGrid cols={2} mt="xs" spacing="xs">
              <Fact label={t('total')}>{money(claim.totalMinor, claim.currency)}</Fact>
              <Fact label={t('received')}>{money(claim.receivedMinor, claim.currency)}</Fact>
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720} mah={440}>
      <Table striped highlightOnHover verticalSpacing="sm" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('claim')}</Table.Th>
            <Table.Th>{t('university')}</Table.Th>
            <Table.Th>{t('created')}</Table.Th>
            <Table.Th ta="right">{t('total')}</Table.Th>
            <Table.Th ta="right">{t('received')}</Table.Th>
            <Table.Th ta="right">{t('difference.title')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {claims.map((claim) => (
            <Table.Tr key={claim.id}>
              <Table.Td>
                <ClaimNumber claim={claim} />
              </Table.Td>
              <Table.Td>{claim.universityName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatOfficeDay(claim.createdOn)}</Table.Td>
              <Table.Td ta="right" style={AMOUNT_STYLE}>
                {money(claim.totalMinor, claim.currency)}
              </Table.Td>
              <Table.Td ta="right" style={AMOUNT_STYLE}>
                {money(claim.receivedMinor, claim.currency)}
              </Table.Td>
              <Table.Td ta="right">
                <ClaimDifference minor={claim.differenceMinor} currency={claim.currency} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The page of the claims the address names (`claims`, beside the ledger's filters), so coming back from a claim
 * finds the same page. Another filter of the ledger writes its address anew, and the claims start again from the first.
 */
function useClaimsPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('claims'))) || 1);
  const go = (next: number) =>
    setSearch((current) => {
      const changed = new URLSearchParams(current);
      if (next > 1) changed.set('claims', String(next));
      else changed.delete('claims');
      return changed;
    });
  return [page, go] as const;
}

/** The claims, newest first, 20 a page, each linking to its page (its rows, payments and downloads). */
export function LedgerClaims() {
  const { t } = useTexts('ledger');
  const [page, go] = useClaimsPage();
  const claims = useClaims(page);
  const rows = claims.data?.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ledger-claims-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4" id="ledger-claims-title">
            {t('claims')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('claimsHint')}
          </Text>
        </Stack>
        <ListState
          loading={claims.isPending}
          error={claims.isError ? claims.error : null}
          onRetry={() => void claims.refetch()}
          empty={rows.length === 0 ? t('noClaims') : null}
          hint={t('noClaimsHint')}
        >
          <ClaimRows claims={rows} />
        </ListState>
        <CountedPager paging={claims.data?.page} shown={rows.length} busy={claims.isFetching} onChange={go} />
      </Stack>
    </Paper>
  );
}
