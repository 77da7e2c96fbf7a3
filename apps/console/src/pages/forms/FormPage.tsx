import { FormRoute } from '@netfleet/forms';
import { useParams, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ConsoleFormsProvider } from '../../forms/consoleForms.js';

/**
 * The generic form route `/forms/{name}/{id?}` (spec forms §2): the registered form of that
 * name, titled from it; after a successful submit the app goes back one step unless the
 * form's `skipNavigate`.
 */
export function FormPage() {
  const params = useParams({ strict: false }) as { name?: string; id?: string };
  const router = useRouter();
  const navigateBack = useCallback(() => router.history.back(), [router]);
  return (
    <div className="page form-page">
      <ConsoleFormsProvider>
        <FormRoute name={params.name ?? ''} id={params.id} navigateBack={navigateBack} />
      </ConsoleFormsProvider>
    </div>
  );
}
