import { Button, Group, Paper, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ROLES, type Role } from '@studydesk/shared/role-names';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../../i18n/use-texts.ts';
import { PAGES } from '../../../page-paths.ts';
import { ListState } from '../../../ui/ListState.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { PageTitle } from '../../../ui/PageTitle.tsx';
import { EmployeeTable } from '../components/EmployeeTable.tsx';
import { type EmployeeListFilter, useEmployeeList } from '../queries.ts';

/**
 * SPEC.md 2.15: the employee list, one row per person. The Super Admin manages from here; the Hr area shows the
 * same directory read-only (`manage` false) with its own detail route; `areaRole` is whose area the details open in.
 */
export function EmployeeListPage({ manage, areaRole }: { manage: boolean; areaRole: Role }) {
  const { t } = useTexts('employees');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const [includeInactive, setIncludeInactive] = useState(false);
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search, 300);
  const filter: EmployeeListFilter = { q, role, includeInactive };
  const list = useEmployeeList(filter, page);
  const rows = list.data?.data ?? [];

  // Any change of the filter starts again at the first page.
  const refilter = (apply: () => void) => {
    apply();
    setPage(1);
  };

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
            value={search}
            onChange={(event) => refilter(() => setSearch(event.currentTarget.value))}
            w={{ base: '100%', sm: 300 }}
          />
          <Select
            label={t('role')}
            placeholder={t('allRoles')}
            data={[...ROLES]}
            clearable
            value={role}
            onChange={(value) => refilter(() => setRole(value as Role | null))}
            w={{ base: '100%', sm: 240 }}
          />
          <Switch
            label={t('showDeactivated')}
            checked={includeInactive}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              refilter(() => setIncludeInactive(checked));
            }}
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
            <EmployeeTable employees={rows} areaRole={areaRole} />
          </ListState>
          {(page > 1 || list.data?.page.hasNext) && (
            <Pager page={page} hasNext={list.data?.page.hasNext ?? false} busy={list.isFetching} onChange={setPage} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
