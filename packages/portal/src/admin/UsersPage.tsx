import { pageAdminUsers } from '@lcars/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DataTable, TextField, type DataTableColumn } from '@lcars/ui';
import type { AdminUser } from '@lcars/contract';
import { adminPath } from './pages';
import { YesNo, useDebounced, useLoad } from '../kit';
import { pagedTable, usePaging } from '../kit/paging';
import { AdminHeader, adminTag } from './shared';
import * as styles from './admin.css';

const fullName = (user: AdminUser): string => [user.firstName, user.lastName].filter(Boolean).join(' ');

const COLUMNS: DataTableColumn<AdminUser>[] = [
  {
    key: 'userName',
    header: 'User name',
    isRowHeader: true,
    render: (user) => (
      <Link
        to={adminPath(`users/${user.id}/edit`)}
        className={styles.link}
        aria-label={`Edit ${user.userName}`}
      >
        {user.userName}
      </Link>
    ),
  },
  { key: 'name', header: 'Name', render: fullName },
  { key: 'email', header: 'E-mail', width: '2fr' },
  {
    key: 'emailConfirmed',
    header: 'Confirmed',
    width: 110,
    render: (user) => <YesNo value={user.emailConfirmed} tagClass={adminTag} />,
  },
  {
    key: 'disabled',
    header: 'Status',
    width: 110,
    render: (user) =>
      user.disabled ? (
        <span className={styles.tagOff}>Disabled</span>
      ) : (
        <span className={styles.tagOn}>Active</span>
      ),
  },
  { key: 'roles', header: 'Roles', width: '2fr', render: (user) => user.roles.join(', ') },
];

/** Kept while the portal runs: back from a user's page, the list is as it was left. */
const remembered = { page: 1, itemsPerPage: 10, search: '' };

/** /admin/users: users searched by user name, e-mail and name, paged on the server. */
export function UsersPage() {
  const paging = usePaging(remembered);
  const { page, itemsPerPage, setPage } = paging;
  const [search, setSearch] = useState(remembered.search);
  const term = useDebounced(search.trim());
  const [searched, setSearched] = useState(term);
  // A new search starts at page 1.
  if (term !== searched) {
    setSearched(term);
    setPage(1);
  }
  useEffect(() => {
    Object.assign(remembered, { page, itemsPerPage, search });
  }, [page, itemsPerPage, search]);
  const table = pagedTable(
    useLoad(pageAdminUsers, { query: { page, itemsPerPage, search: searched } }),
    paging,
  );

  return (
    <>
      <AdminHeader title="Users" />
      <TextField
        type="search"
        label="Search users"
        placeholder="User name, e-mail or name"
        value={search}
        onChange={setSearch}
      />
      <DataTable<AdminUser> aria-label="Users" columns={COLUMNS} {...table} emptyText="No users found." />
    </>
  );
}
