import { FORM_MODAL_COMPONENTS, type FormModalName } from '@netfleet/forms';
import type { ModalRegistry } from '@netfleet/modals';
import type { ComponentType } from 'react';
import { ConsoleFormsProvider } from './ConsoleFormsProvider.js';

const wrapped = new Map<FormModalName, ComponentType<Record<string, unknown>>>();

/**
 * The body of one of the forms' modals (step-up, password prompt, errors, a form) inside
 * {@link ConsoleFormsProvider}: the console's modal registry (`modalRegistry`) loads it
 * with the forms chunk when such a modal first opens.
 */
export function formModalComponent(
  name: FormModalName,
  modalRegistry: ModalRegistry,
): ComponentType<Record<string, unknown>> {
  let component = wrapped.get(name);
  if (!component) {
    const Body = FORM_MODAL_COMPONENTS[name] as unknown as ComponentType<Record<string, unknown>>;
    component = function FormModalBody(props: Record<string, unknown>) {
      return (
        <ConsoleFormsProvider modalRegistry={modalRegistry}>
          <Body {...props} />
        </ConsoleFormsProvider>
      );
    };
    component.displayName = `Console${name}`;
    wrapped.set(name, component);
  }
  return component;
}
