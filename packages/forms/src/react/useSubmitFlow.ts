import { EMAIL_PROMPT_ID, type ModalManager, type ModalWindowApi, useModals } from '@netfleet/modals';
import { useCallback, useContext, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type ApiSender, createApiSender } from '../api/createApiSender.js';
import { createSubmitFlow } from '../core/submit/createSubmitFlow.js';
import type { MfaPrompt, SubmitFlowDeps, SubmitOptions } from '../core/submit/types.js';
import { FormRouteContext, type FormRouteContextValue } from './FormRouteContext.js';
import { type FormsContextValue, useForms } from './FormsContext.js';
import { translatePromptText } from './i18n/translatePromptText.js';
import { type FormsTranslate, useFormsTexts } from './i18n/useFormsTexts.js';
import { validationText } from './i18n/validationText.js';
import { FORM_MODALS } from './modals/formModalNames.js';
import { openPromptModal } from './modals/openPromptModal.js';
import type { SubmitFlowHandle } from './SubmitFlowHandle.js';
import { useOptionalModalWindow } from './useOptionalModalWindow.js';

/** Overrides of the flow's effects; everything else comes from the providers. */
export type UseSubmitFlowOptions = Partial<Omit<SubmitFlowDeps, 'idProviderName' | 'confirmPassword'>>;

interface Latest {
  forms: FormsContextValue;
  t: FormsTranslate;
  manager: ModalManager;
  route: FormRouteContextValue | null;
  modalWindow: ModalWindowApi | null;
  overrides: UseSubmitFlowOptions;
}

const MFA_MODAL_NAMES: Record<MfaPrompt['modal'], string> = {
  prompt: FORM_MODALS.mfaEmail,
  MfaTOTP: FORM_MODALS.mfaTotp,
  MfaID: FORM_MODALS.mfaId,
};

const senders = new WeakMap<object, ApiSender>();

function senderFor(client: FormsContextValue['client']): ApiSender {
  let sender = senders.get(client);
  if (!sender) {
    sender = createApiSender(client);
    senders.set(client, sender);
  }
  return sender;
}

// The flow is created once; its effects read the providers' latest values at call time.
function depsOf(latest: { current: Latest }): SubmitFlowDeps {
  const base: Omit<SubmitFlowDeps, 'idProviderName' | 'confirmPassword'> = {
    send: (request) => {
      const { forms } = latest.current;
      return (forms.send ?? senderFor(forms.client))(request);
    },
    getUser: () => latest.current.forms.user,
    openMfaModal: (prompt) => {
      const name = MFA_MODAL_NAMES[prompt.modal];
      const id = prompt.modal === 'prompt' ? EMAIL_PROMPT_ID : name;
      const { manager, forms, t } = latest.current;
      openPromptModal(
        manager,
        name,
        id,
        prompt,
        { provider: forms.idProviderName },
        translatePromptText(t, prompt.title),
      );
    },
    openPasswordPrompt: (prompt) => {
      const { manager, t } = latest.current;
      const id = FORM_MODALS.passwordPrompt;
      openPromptModal(manager, id, id, prompt, {}, translatePromptText(t, prompt.title));
    },
    openActionStatus: (status) => {
      // Opened with the form's modal id, the status takes the form's place.
      latest.current.manager.open({
        id: status.modalId ?? latest.current.modalWindow?.id ?? FORM_MODALS.actionStatus,
        component: FORM_MODALS.actionStatus,
        title: latest.current.t('actionStatusTitle'),
        props: { status },
      });
    },
    // A refusal's messages are the server's English ones: validation messages in the user's language.
    toast: (message, kind) =>
      latest.current.forms.toast(
        kind === 'error' ? validationText(latest.current.t, message) : message,
        kind,
      ),
    openErrorModal: (messages) =>
      latest.current.manager.openModal(
        FORM_MODALS.error,
        { messages: messages.map((message) => validationText(latest.current.t, message)) },
        { title: latest.current.t('errorTitle') },
      ),
    closeModal: (id) => {
      const target = id ?? latest.current.modalWindow?.id;
      if (target) latest.current.manager.close(target);
    },
    isFormRoute: () => latest.current.route !== null,
    navigateBack: () => latest.current.route?.navigateBack(),
    reloadTable: (tableRef) => latest.current.forms.reloadTable(tableRef),
    emitReloadData: () => latest.current.forms.emitReloadData(),
  };
  const withOverrides = Object.fromEntries(
    Object.entries(base).map(([key, effect]) => [
      key,
      (...args: unknown[]) => {
        const override = latest.current.overrides[key as keyof UseSubmitFlowOptions] as
          | ((...args: unknown[]) => unknown)
          | undefined;
        return (override ?? (effect as (...args: unknown[]) => unknown))(...args);
      },
    ]),
  ) as unknown as Omit<SubmitFlowDeps, 'idProviderName' | 'confirmPassword'>;
  return {
    ...withOverrides,
    get idProviderName() {
      return latest.current.forms.idProviderName;
    },
  };
}

/**
 * The generic submit flow of one form, wired to the providers: requests through the API
 * client (`createApiSender`), step-up and password modals through the modal manager
 * (`registerFormModals` must have registered them), toasts, the form route's navigation.
 * Needs a `FormsProvider` and a `ModalsProvider` above.
 *
 * @example
 * const { submit, pending, fieldErrors, general } = useSubmitFlow();
 * await submit({ url: '/tags', data: values, schema: { tableRef: 'tags' }, fieldKeys: ['name'] });
 */
export function useSubmitFlow(options: UseSubmitFlowOptions = {}): SubmitFlowHandle {
  const forms = useForms();
  const manager = useModals();
  const route = useContext(FormRouteContext);
  const modalWindow = useOptionalModalWindow();
  const t = useFormsTexts();
  const latest = useRef<Latest>({ forms, t, manager, route, modalWindow, overrides: options });
  useLayoutEffect(() => {
    latest.current = { forms, t, manager, route, modalWindow, overrides: options };
  });
  const [flow] = useState(() => createSubmitFlow(depsOf(latest)));
  const state = useSyncExternalStore(flow.subscribe, flow.getSnapshot, flow.getSnapshot);
  const submit = useCallback(
    async (submitOptions: SubmitOptions) => {
      const result = await flow.submit(submitOptions);
      // The modal scrolls to the top on a form error (spec forms §4), where the errors show.
      if (result.status === 'error') latest.current.modalWindow?.scrollToTop();
      return result;
    },
    [flow],
  );
  return {
    ...state,
    submit,
    clearFieldError: flow.clearFieldError,
    clearErrors: flow.clearErrors,
    flow,
  };
}
