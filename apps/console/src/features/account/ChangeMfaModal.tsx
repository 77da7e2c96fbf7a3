import type { ModalRegistry, ModalWindowApi } from '@netfleet/modals';
import type { ComponentType } from 'react';
import { ConsoleFormsProvider } from '../forms/ConsoleFormsProvider.js';
import { MfaEnrolment } from './MfaEnrolment.js';
import { useMfaChanged, useStartEnrolment } from './useMfaActions.js';

/** One component per registry, made once: React keeps its state across renders. */
const wrapped = new WeakMap<ModalRegistry, ComponentType<{ modal: ModalWindowApi }>>();

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
 * {@link MfaEnrolment}; replacing one asks for the current method's code first, through the
 * forms layer's step-up modals of `modalRegistry` (the console's).
 */
export function changeMfaModal(modalRegistry: ModalRegistry): ComponentType<{ modal: ModalWindowApi }> {
  let component = wrapped.get(modalRegistry);
  if (!component) {
    component = function ChangeMfaModal({ modal }: { modal: ModalWindowApi }) {
      return (
        <ConsoleFormsProvider modalRegistry={modalRegistry}>
          <ChangeMfa modal={modal} />
        </ConsoleFormsProvider>
      );
    };
    wrapped.set(modalRegistry, component);
  }
  return component;
}
