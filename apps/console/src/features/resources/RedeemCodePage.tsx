import { type FormDefinition, FormRoute, type SubmitResult } from '@netfleet/forms';
import { hrefFor, isRouteAllowed } from '@netfleet/permissions';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../i18n/useTexts.js';
import { consoleModalRegistry } from '../../modals/consoleModalRegistry.js';
import { useCurrentUser } from '../../session/useCurrentUser.js';
import { activateCodeForm } from '../codes/activateCodeForm.js';
import { ConsoleFormsProvider } from '../forms/ConsoleFormsProvider.js';
import { reloadAfterSubmit } from '../forms/reloadAfterSubmit.js';
import { resourcesTexts } from './texts.js';

/**
 * `/redeem-code` (activate_credit_transfer_codes), the account menu's "Activate code": the
 * activate-code form as a page. After the code is activated the user sees the company's
 * resources (when they may), else goes back where they came from.
 */
export function RedeemCodePage() {
  const t = useTexts(resourcesTexts);
  const user = useCurrentUser();
  const router = useRouter();
  const { queryClient, client, theme } = useConsole();
  const resources = isRouteAllowed(user, theme, 'services.credit-history');
  const onSubmitted = useCallback(
    (result: SubmitResult, form: FormDefinition) => {
      if (result.status !== 'success') return;
      void reloadAfterSubmit(queryClient, client.http, form.schema?.tableRef);
      if (resources) void router.navigate({ href: hrefFor('services.credit-history') });
    },
    [queryClient, client, resources, router],
  );
  const navigateBack = useCallback(() => {
    if (resources) return;
    if (router.history.canGoBack()) router.history.back();
    else void router.navigate({ href: '/', replace: true });
  }, [router, resources]);
  return (
    <div className="page form-page">
      <p className="page__note">{t('redeemIntro', { company: user.company_name })}</p>
      <ConsoleFormsProvider modalRegistry={consoleModalRegistry}>
        <FormRoute name={activateCodeForm.name} navigateBack={navigateBack} onSubmitted={onSubmitted} />
      </ConsoleFormsProvider>
    </div>
  );
}
