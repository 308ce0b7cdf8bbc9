import { Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTexts } from '../../../i18n/use-texts.ts';

/** The employee's own details, asked for by Add Employee and by Edit employee. */
export type EmployeeDetailsField =
  | 'name'
  | 'email'
  | 'phone'
  | 'familyPhone'
  | 'salary'
  | 'address'
  | 'previousExperience';

/** Add Employee's inputs that Edit employee has not: the account is made once. */
export interface AccountInputs {
  employeeId: ReactNode;
  password: ReactNode;
  designation: ReactNode;
}

/**
 * The seven inputs of an employee's own details, declared once for Add Employee and Edit employee (as react-admin's
 * CRM declares ContactInputs once for ContactCreate and ContactEdit): the same labels, order and checks in both.
 * Add Employee passes its `account` inputs, which take their places (Employee ID after the name, password and
 * designation after the e-mail), and gets its two titled sections; without them the inputs fit the edit dialog.
 */
export function EmployeeInputs({
  form,
  account,
}: {
  form: { getInputProps: (field: EmployeeDetailsField) => GetInputPropsReturnType };
  account?: AccountInputs;
}) {
  const { t } = useTexts('employees');
  const minRows = account ? 3 : 2;
  const name = (
    <TextInput label={t('name')} withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('name')} />
  );
  const email = (
    <TextInput label={t('email')} type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
  );
  const phone = <TextInput label={t('phone')} type="tel" {...form.getInputProps('phone')} />;
  const familyPhone = <TextInput label={t('familyPhone')} type="tel" {...form.getInputProps('familyPhone')} />;
  const salary = <TextInput label={t('salary')} inputMode="decimal" {...form.getInputProps('salary')} />;
  const address = <Textarea label={t('address')} autosize minRows={minRows} {...form.getInputProps('address')} />;
  const previousExperience = (
    <Textarea
      label={t('previousExperience')}
      autosize
      minRows={minRows}
      {...form.getInputProps('previousExperience')}
    />
  );

  if (!account) {
    return (
      <>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {name}
          {email}
          {phone}
          {familyPhone}
          {salary}
        </SimpleGrid>
        {address}
        {previousExperience}
      </>
    );
  }
  return (
    <>
      <Paper withBorder radius="md" p="lg" component="section" aria-label={t('account')}>
        <Stack gap="md">
          <Title order={3} fz="h4">
            {t('account')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {name}
            {account.employeeId}
            {email}
            {account.password}
            {account.designation}
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg" component="section" aria-label={t('contactAndWork')}>
        <Stack gap="md">
          <Title order={3} fz="h4">
            {t('contactAndWork')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {phone}
            {familyPhone}
            {salary}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {address}
            {previousExperience}
          </SimpleGrid>
        </Stack>
      </Paper>
    </>
  );
}
