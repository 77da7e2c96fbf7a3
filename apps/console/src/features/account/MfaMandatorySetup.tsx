import { startMfaEnrolment } from '@netfleet/api-client';
import { useApiClient } from '@netfleet/api-client/react';
import { MfaEnrolment } from './MfaEnrolment.js';

/**
 * The MFA_MANDATORY notice's set-up: the console is not mounted there (no user, no forms
 * layer), so the enrolment calls go straight through the api-client; the server allows
 * `GET /user/mfa`, `POST /user/mfa/enrolment` and its confirm for a blocked user, and such a
 * user has no method to replace, so no step-up is asked.
 */
export function MfaMandatorySetup({ continueLabel, onDone }: { continueLabel: string; onDone: () => void }) {
  const client = useApiClient();
  return (
    <MfaEnrolment
      start={(method) => startMfaEnrolment(client, { method })}
      onFinished={onDone}
      finishLabel={continueLabel}
      headingLevel={2}
    />
  );
}
