import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import type { StudentPayments } from '@studydesk/shared/payments';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { hasPage } from '../../../area-pages.ts';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useAreaSession } from '../../../shell/area-session.ts';
import { Fact } from '../../../ui/Fact.tsx';
import { ListState } from '../../../ui/ListState.tsx';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { PaymentForm } from '../components/PaymentForm.tsx';
import { PaymentsTable } from '../components/PaymentsTable.tsx';
import { money } from '../ledger-format.ts';
import { studentIdOf } from '../payment-form.ts';
import { useOfficeProfile, useStudentPayments } from '../queries.ts';

/** The student ID field: opening a student puts it in the address (`?student=10023`), so the page can be linked. */
function StudentFinder({ studentId, onOpen }: { studentId: number | null; onOpen: (id: number) => void }) {
  const { t } = useTexts('payments');
  const [draft, setDraft] = useState(studentId === null ? '' : String(studentId));
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = studentIdOf(draft);
    setError(id === null ? t('find.wrong') : undefined);
    if (id !== null) onOpen(id);
  };
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label={t('find.label')}>
        <Group gap="sm" align="flex-start">
          <TextInput
            label={t('find.studentId')}
            placeholder={t('find.placeholder')}
            inputMode="numeric"
            autoComplete="off"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            error={error}
            w={{ base: '100%', xs: 220 }}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} leftSection={<IconSearch size={16} />}>
            {t('find.open')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** The student's name and ID, a link to their details where the area has them, and the balance per currency. */
function StudentHeader({ data }: { data: StudentPayments }) {
  const { t } = useTexts('payments');
  const { user } = useAreaSession();
  const { studentId, name } = data.student;
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h3">
            {name}
          </Title>
          <Group gap="md">
            <Text fz="sm" c="dimmed">
              {t('studentId', { id: studentId })}
            </Text>
            {hasPage(user.role, PAGES.studentDetails.pattern) && (
              <Anchor
                component={Link}
                fz="sm"
                to={PAGES.studentDetails.path(user.role, { studentId, counselorId: 'none' })}
              >
                {t('studentDetails')}
              </Anchor>
            )}
          </Group>
        </Stack>
        <Group gap="xl" role="group" aria-label={t('balance')}>
          {data.balance.length === 0 ? (
            <Fact label={t('balance')}>{t('noBalance')}</Fact>
          ) : (
            data.balance.map((line) => (
              <Fact key={line.currency} label={t('balanceIn', { currency: line.currency })}>
                <Text fz="lg" fw={700}>
                  {money(line.amountMinor, line.currency)}
                </Text>
              </Fact>
            ))
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** One student's payments with the form to record the next. */
function StudentPaymentsView({ studentId }: { studentId: number }) {
  const { t } = useTexts('payments');
  const payments = useStudentPayments(studentId);
  const office = useOfficeProfile();
  if (payments.isError) {
    return <LoadFailed title={t('notFound')} error={payments.error} onRetry={() => void payments.refetch()} />;
  }
  if (!payments.data || office.isPending) return <Skeleton h={260} radius="md" />;
  const list = payments.data.payments;
  return (
    <Stack gap="lg">
      <StudentHeader data={payments.data} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="payments-list-title">
        <Stack gap="md">
          <Title order={2} fz="h4" id="payments-list-title">
            {t('list.title')}
          </Title>
          <ListState
            loading={false}
            error={null}
            onRetry={() => void payments.refetch()}
            empty={list.length === 0 ? t('list.empty') : null}
            hint={t('list.hint')}
          >
            <PaymentsTable studentId={studentId} payments={list} />
          </ListState>
        </Stack>
      </Paper>
      <PaymentForm studentId={studentId} payments={list} officeCurrency={office.data?.currency ?? ''} />
    </Stack>
  );
}

/** {area}/payments (issue 18): a student's service fees, deposits and refunds, with receipts, and the balance. */
export function PaymentsPage() {
  const { t } = useTexts('payments');
  const [search, setSearch] = useSearchParams();
  const studentId = studentIdOf(search.get('student'));
  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} description={t('description')} />
      {/* Keyed by the address's student: the sidebar's Payments link (no student) empties the field too. */}
      <StudentFinder
        key={studentId ?? 'none'}
        studentId={studentId}
        onOpen={(id) => setSearch({ student: String(id) })}
      />
      {studentId === null ? (
        <Text c="dimmed">{t('start')}</Text>
      ) : (
        <StudentPaymentsView key={studentId} studentId={studentId} />
      )}
    </Stack>
  );
}
