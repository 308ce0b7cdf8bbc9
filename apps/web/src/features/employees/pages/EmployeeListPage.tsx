import { Button, Group, Paper, Select, Stack, Switch, TextInput } from '@mantine/core';
import { ROLES, type Role } from '@studydesk/shared/role-names';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { useFilterAsYouType } from '../../../ui/draft-filter.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { useListAddress } from '../../../ui/list-address.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { EmployeeTable } from '../components/EmployeeTable.tsx';
import { employeeViewFromSearch, employeeViewToSearch } from '../employee-list-view.ts';
import { useEmployeeList } from '../queries.ts';

/**
 * SPEC.md 2.15: the employee list, one row per person. The Super Admin manages from here; the Hr area shows the
 * same directory read-only (`manage` false) with its own detail route; `areaRole` is whose area the details open in.
 */
export function EmployeeListPage({ manage, areaRole }: { manage: boolean; areaRole: Role }) {
  const { t } = useTexts('employees');
  // The search, filters, page, size and order live in the address (issue 19): the list survives a reload.
  const { view, show } = useListAddress(employeeViewFromSearch, employeeViewToSearch);
  const { page, size, sort } = view;
  // Any change of the filter starts again at the first page; the search applies after a pause in typing.
  const { draft, type, choose } = useFilterAsYouType(view.filter, (filter) => show({ filter, page: 1 }));
  const list = useEmployeeList(view);
  const rows = list.data?.data ?? [];

  return (
    <Stack gap="lg">
      <PageTitle
        title={manage ? 'Employee List' : 'Employee Directory'}
        description={
          manage ? 'Everyone who works at the office.' : 'Everyone who works at the office, with their documents.'
        }
        actions={
          manage && (
            <Button
              component={Link}
              to={PAGES.employeeCreate.path('Super Admin')}
              leftSection={<IconUserPlus size={18} />}
            >
              {t('addEmployee')}
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p="md">
        <Group gap="md" align="flex-end">
          <TextInput
            label={t('search')}
            placeholder={t('nameEMailOrEmployee')}
            leftSection={<IconSearch size={16} stroke={1.6} />}
            value={draft.q}
            maxLength={120}
            onChange={(event) => type(event.currentTarget.value)}
            w={{ base: '100%', sm: 300 }}
          />
          <Select
            label={t('role')}
            placeholder={t('allRoles')}
            data={[...ROLES]}
            clearable
            value={draft.role}
            onChange={(value) => choose({ ...draft, role: value as Role | null })}
            w={{ base: '100%', sm: 240 }}
          />
          <Switch
            label={t('showDeactivated')}
            checked={draft.includeInactive}
            onChange={(event) => choose({ ...draft, includeInactive: event.currentTarget.checked })}
            mb={8}
          />
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ListState
            loading={list.isPending}
            error={list.isError ? list.error : null}
            onRetry={() => void list.refetch()}
            empty={rows.length === 0 ? t('noEmployeesFound') : null}
            hint={t('employeesAppearHereWhenSuper')}
          >
            <EmployeeTable
              employees={rows}
              areaRole={areaRole}
              sort={sort}
              onSort={(next) => show({ sort: next, page: 1 })}
            />
          </ListState>
          {(rows.length > 0 || page > 1) && (
            <Pager
              page={page}
              hasNext={list.data?.page.hasNext ?? false}
              busy={list.isFetching}
              onChange={(next) => show({ page: next })}
              size={size}
              shown={rows.length}
              total={list.data?.page.total}
              onSize={(next) => show({ size: next, page: 1 })}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
