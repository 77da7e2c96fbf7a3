import type { ModalWindowApi } from '@netfleet/modals';
import { consoleModalRegistry } from '../../modals/consoleModalRegistry.js';
import { ConsoleFormsProvider } from '../forms/ConsoleFormsProvider.js';
import { MfaEnrolment } from './MfaEnrolment.js';
import { useMfaChanged, useStartEnrolment } from './useMfaActions.js';

function ChangeMfa({ modal }: { modal: ModalWindowApi }) {
  const start = useStartEnrolment();
  const changed = useMfaChanged();
  return (
    <MfaEnrolment
      start={start}
      onConfirmed={(result) => void changed(result.method)}
      onFinished={() => modal.close()}
    />
  );
}

/**
 * `ChangeMfa` (spec forms: the MFA modals): sets up or replaces the user's second factor with
 * {@link MfaEnrolment}; replacing one asks for the current method's code first.
 */
export function ChangeMfaModal({ modal }: { modal: ModalWindowApi }) {
  return (
    <ConsoleFormsProvider modalRegistry={consoleModalRegistry}>
      <ChangeMfa modal={modal} />
    </ConsoleFormsProvider>
  );
}
