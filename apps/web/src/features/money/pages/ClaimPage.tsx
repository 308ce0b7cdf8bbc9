import { Anchor, Button, Center, Grid, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Claim } from '@studydesk/shared/commissions';
import { IconArrowLeft, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { preloadTexts } from '../../../i18n/i18n.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { formatOfficeDay } from '../../../ui/dhaka-time.ts';
import { Fact } from '../../../ui/Fact.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { ClaimDifference } from '../components/ClaimDifference.tsx';
import { ClaimReceipts } from '../components/ClaimReceipts.tsx';
import { ClaimReceiveForm } from '../components/ClaimReceiveForm.tsx';
import { AMOUNT_STYLE } from '../components/LedgerRowParts.tsx';
import { LedgerTable } from '../components/LedgerTable.tsx';
import { money } from '../ledger-format.ts';
import { useClaim, useDownloadClaim } from '../ledger-queries.ts';

preloadTexts(['ledger']);

function BackToLedger() {
  const { t } = useTexts('ledger');
  const { user } = useAreaSession();
  return (
    <Anchor component={Link} to={PAGES.ledger.path(user.role)} fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('backToLedger')}
      </Group>
    </Anchor>
  );
}

function Downloads({ claim }: { claim: Claim }) {
  const { t } = useTexts('ledger');
  const download = useDownloadClaim();
  const busy = (kind: 'pdf' | 'xlsx') => download.isPending && download.variables?.kind === kind;
  const save = (kind: 'pdf' | 'xlsx') => download.mutate({ id: claim.id, number: claim.number, kind });
  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
        loading={busy('pdf')}
        onClick={() => save('pdf')}
      >
        {t('downloadPdf')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        loading={busy('xlsx')}
        onClick={() => save('xlsx')}
      >
        {t('downloadSpreadsheet')}
      </Button>
    </Group>
  );
}

/** Total, received and the difference, which stays visible (negative after an over-payment). */
function Figures({ claim }: { claim: Claim }) {
  const { t } = useTexts('ledger');
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
        <Fact label={t('total')}>
          <Text fz="xl" fw={700} style={AMOUNT_STYLE}>
            {money(claim.totalMinor, claim.currency)}
          </Text>
        </Fact>
        <Fact label={t('received')}>
          <Text fz="xl" fw={700} style={AMOUNT_STYLE}>
            {money(claim.receivedMinor, claim.currency)}
          </Text>
        </Fact>
        <Fact label={t('difference.title')}>
          <ClaimDifference minor={claim.differenceMinor} currency={claim.currency} size="xl" />
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}

/** Issue 18: one claim invoice, its rows, the money received against it, its downloads, and a payment to record. */
export function ClaimPage() {
  const { t } = useTexts('ledger');
  const { claimId = '' } = useParams();
  const claim = useClaim(claimId);

  if (claim.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loadingClaim')} />
      </Center>
    );
  }
  if (claim.isError) {
    return (
      <Stack gap="md">
        <BackToLedger />
        <LoadFailed title={t('claimNotLoaded')} error={claim.error} onRetry={() => void claim.refetch()} />
      </Stack>
    );
  }
  const data = claim.data;
  return (
    <Stack gap="lg">
      <BackToLedger />
      <PageTitle
        title={t('claimTitle', { number: data.number })}
        description={t('claimDescription', {
          university: data.universityName,
          day: formatOfficeDay(data.createdOn),
        })}
        actions={<Downloads claim={data} />}
      />
      <Figures claim={data} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="claim-rows-title">
        <Stack gap="md">
          <Title order={2} fz="h4" id="claim-rows-title">
            {t('claimRows', { count: data.rows.length })}
          </Title>
          <LedgerTable rows={data.rows} />
        </Stack>
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ClaimReceipts claim={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ClaimReceiveForm key={data.id} claimId={data.id} currency={data.currency} version={data.version} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
