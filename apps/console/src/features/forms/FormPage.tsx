import { type FormDefinition, FormRoute, type SubmitResult } from '@netfleet/forms';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { consoleModalRegistry } from '../../modals/consoleModalRegistry.js';
import { ConsoleFormsProvider } from './ConsoleFormsProvider.js';
import { reloadAfterSubmit } from './reloadAfterSubmit.js';

const route = getRouteApi('/shell/forms/$name/{-$id}');

/**
 * The page of the generic form route `/forms/{name}/{id?}` (spec forms §2): the console
 * form of that name, titled from it; a successful submit toasts its message and goes back
 * one step unless the form's `skipNavigate`, as Cancel does.
 *
 * Back stays in the console: opened by its address (the first entry of the console's
 * history), the form goes to the landing page instead, since going back would leave the
 * app and take the success toast with it. The flow reloads no table here; the form's data
 * is marked stale, so the page it goes back to shows the change.
 */
export function FormPage() {
  const { name, id } = route.useParams();
  const { landing } = route.useRouteContext();
  const router = useRouter();
  const { queryClient, client } = useConsole();
  const onSubmitted = useCallback(
    (result: SubmitResult, form: FormDefinition) => {
      if (result.status === 'success')
        void reloadAfterSubmit(queryClient, client.http, form.schema?.tableRef);
    },
    [queryClient, client],
  );
  const navigateBack = useCallback(() => {
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ href: landing ?? '/', replace: true });
  }, [router, landing]);
  return (
    <div className="page form-page">
      <ConsoleFormsProvider modalRegistry={consoleModalRegistry}>
        <FormRoute name={name} id={id} navigateBack={navigateBack} onSubmitted={onSubmitted} />
      </ConsoleFormsProvider>
    </div>
  );
}
