import { Grid, Stack } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { OfficeProfileCard } from '../components/OfficeProfileCard.tsx';
import { RatesCard } from '../components/RatesCard.tsx';

/** {area}/money-settings (issue 18): the office on claims and receipts (Super Admin's), and the monthly rates. */
export function MoneySettingsPage() {
  const { t } = useTexts('money-settings');
  const { user } = useAreaSession();
  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} description={t('description')} />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <OfficeProfileCard editable={user.role === 'Super Admin'} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <RatesCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
