import { companyQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { hrefFor } from '@netfleet/permissions';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { HrefLink } from '../../components/HrefLink.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useCan } from '../../session/useCurrentUser.js';
import { usersTexts } from './texts.js';
import { UsersView } from './UsersView.js';

const route = getRouteApi('/shell/users');

/**
 * `/users` (view_users): the users of the companies in scope with role, MFA method,
 * company, last sign-in, status and the actions the user may take ({@link UsersView});
 * `?company_id=` narrows it to one company.
 */
export function UsersPage() {
  const t = useTexts(usersTexts);
  const client = useApiClient();
  const can = useCan();
  const search = route.useSearch();
  const company = useQuery({
    ...companyQueryOptions(client, search.company_id ?? 0),
    enabled: search.company_id !== undefined && can('view_companies'),
  });
  return (
    <UsersView rawSearch={search}>
      {search.company_id !== undefined ? (
        <p className="list-page__filter">
          {t('inCompany', { name: company.data?.name ?? `#${search.company_id}` })}{' '}
          <HrefLink href={hrefFor('users')}>{t('showAll')}</HrefLink>
        </p>
      ) : null}
      {can('view_user_move_logs') ? (
        <p className="list-page__filter">
          <HrefLink href={hrefFor('users.move-logs')}>{t('moveLogs')}</HrefLink>
        </p>
      ) : null}
    </UsersView>
  );
}
