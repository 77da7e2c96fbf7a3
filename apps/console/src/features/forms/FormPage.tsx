import { FormRoute } from '@netfleet/forms';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { consoleModalRegistry } from '../../modals/consoleModalRegistry.js';
import { ConsoleFormsProvider } from './ConsoleFormsProvider.js';

const route = getRouteApi('/shell/forms/$name/{-$id}');

/**
 * The page of the generic form route `/forms/{name}/{id?}` (spec forms §2): the console
 * form of that name, titled from it; a successful submit toasts its message and goes back
 * one step unless the form's `skipNavigate`.
 */
export function FormPage() {
  const { name, id } = route.useParams();
  const router = useRouter();
  const navigateBack = useCallback(() => router.history.back(), [router]);
  return (
    <div className="page form-page">
      <ConsoleFormsProvider modalRegistry={consoleModalRegistry}>
        <FormRoute name={name} id={id} navigateBack={navigateBack} />
      </ConsoleFormsProvider>
    </div>
  );
}
