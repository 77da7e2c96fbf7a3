import { formatText, texts } from '../texts.js';
import { canConfirmPrompt } from './canConfirmPrompt.js';
import { EMAIL_PROMPT_ID, MAX_MINIMIZED_MODALS } from './constants.js';
import { createMemoryReminderStore, type ReminderStore } from './reminders.js';
import type {
  CloseReason,
  ConfirmOptions,
  ConfirmResult,
  FullscreenState,
  ModalOptions,
  ModalPosition,
  ModalPropsOf,
  ModalSnapshot,
  ModalState,
  ModalUpdate,
  OpenModalOptions,
  PromptAnswer,
} from './types.js';

/** Text keys of the messages the manager passes to `notify`. */
export type ManagerMessageKey = 'minimizeLimit' | 'reminderSaveFailed';

/** Values filled into a message's `{name}` placeholders (`{ count: 5 }`). */
export type ManagerMessageValues = Readonly<Record<string, string | number>>;

/** The minimize limit's values: the number comes from the limit, not from each translation. */
const MINIMIZE_LIMIT_VALUES: ManagerMessageValues = { count: MAX_MINIMIZED_MODALS };

/** Options of {@link createModalManager}. */
export interface ModalManagerOptions {
  /**
   * Shows a message to the user (a toast in the console). Defaults to doing nothing.
   * `message` is English; `key` is its text key (`'minimizeLimit'` or `'reminderSaveFailed'`)
   * and `values` fill its placeholders, for an app that shows it translated, e.g.
   * `formatText(i18n.t(key, { ns: MODALS_NAMESPACE }), values)`.
   */
  notify?: (message: string, key: ManagerMessageKey, values: ManagerMessageValues) => void;
  /** Where "Do not show again" choices live. Defaults to {@link createMemoryReminderStore}. */
  reminders?: ReminderStore;
}

/** The modal stack: a plain store for `useSyncExternalStore`, with every modal operation. */
export interface ModalManager {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ModalSnapshot;
  /** Opens a modal, or replaces the open one with the same id in place; it becomes the main one. Returns the id. */
  open(modal: ModalOptions): string;
  /** Opens the registered modal `name` with `props`; the id defaults to `name`. Returns the id. */
  openModal<N extends string>(name: N, props?: ModalPropsOf<N>, options?: OpenModalOptions): string;
  /** Changes fields of an open modal. */
  update(id: string, patch: ModalUpdate): void;
  /**
   * Closes a modal; a pending prompt resolves as cancelled. Blocked (returns `false`) in guide
   * mode unless `programmatic`, and for keyboard or backdrop closes of `emailPrompt` and of
   * modals with hidden header controls. The reason defaults to `'programmatic'`.
   */
  close(id: string, options?: { reason?: CloseReason }): boolean;
  /** Closes every modal (sign-out, navigation away); pending prompts resolve as cancelled. */
  closeAll(): void;
  /** Minimizes a modal unless 5 are minimized already, which notifies instead. `true` when minimized. */
  minimize(id: string): boolean;
  /** Un-minimizes a modal and makes it the main one. */
  restore(id: string): boolean;
  /** Makes an open modal the main one (restoring it when minimized). */
  activate(id: string): boolean;
  /** Switches fullscreen on or off where the control is allowed; `false` when it is not. */
  toggleFullscreen(id: string): boolean;
  /** Stores where the user dragged a modal (the host keeps it inside the viewport). */
  move(id: string, position: ModalPosition): void;
  get(id: string): ModalState | undefined;
  isScrollLocked(): boolean;
  /**
   * Opens a prompt and resolves when it is confirmed or cancelled. With a `reminderKey` that
   * the user chose not to see again, resolves `{ confirmed: true, skipped: true }` at once.
   */
  confirm(options: ConfirmOptions): Promise<ConfirmResult>;
  /** Confirms an open prompt with the user's answer; `false` when the answer is incomplete. */
  confirmPrompt(id: string, answer?: PromptAnswer): boolean;
  /** Whether the user chose "Do not show again" for this reminder key. */
  isReminderDisabled(key: string): boolean;
  /** Shows the prompt with this reminder key again from now on (table preferences). */
  resetReminder(key: string): Promise<void>;
  /** Asks the host to scroll a modal's body to the top (the main one by default), e.g. on a form error. */
  scrollToTop(id?: string): void;
  /** Hosts listen here for {@link ModalManager.scrollToTop} requests. */
  onScrollToTop(listener: (id: string) => void): () => void;
}

const NOT_FULLSCREEN: FullscreenState = { allowed: false, active: false };

function fullscreenOf(option: Partial<FullscreenState> | undefined): FullscreenState {
  return option ? { allowed: option.allowed ?? false, active: option.active ?? false } : NOT_FULLSCREEN;
}

function toState(options: ModalOptions, previous: ModalState | undefined, minimized: boolean): ModalState {
  return {
    id: options.id,
    title: options.title,
    subtitle: options.subtitle,
    component: options.component,
    props: (options.props ?? {}) as ModalState['props'],
    form: options.form,
    prompt: options.prompt,
    input: options.input,
    confirmText: options.confirmText ?? texts.confirm,
    cancelText: options.cancelText ?? texts.cancel,
    selectionKey: options.selectionKey,
    selectBox: options.selectBox,
    minimized,
    mainModal: false,
    fullscreen: fullscreenOf(options.fullscreen),
    // A replacement keeps the place the user dragged the window to.
    position: previous?.position ?? null,
    helpLink: options.helpLink,
    reminderKey: options.reminderKey,
    hideHeaderControls: options.hideHeaderControls ?? false,
    guideMode: options.guideMode ?? false,
    revision: previous ? previous.revision + 1 : 0,
  };
}

/**
 * Creates the modal manager: the React-free state of every open modal and the rules of
 * spec §4 (replace by id, newest is main, at most 5 minimized, fullscreen only when allowed,
 * close blocks, scroll lock, prompts with do-not-show-again).
 *
 * @example
 * const manager = createModalManager({ notify: (message) => toasts.error(message) });
 * manager.openModal('AddTag', { companyId: 7 }, { title: 'Add tag' });
 * const { confirmed } = await manager.confirm({ title: 'Reboot', message: 'Reboot 3 devices?' });
 */
export function createModalManager(options: ModalManagerOptions = {}): ModalManager {
  const notify = options.notify ?? (() => {});
  const reminders = options.reminders ?? createMemoryReminderStore();
  const listeners = new Set<() => void>();
  const scrollListeners = new Set<(id: string) => void>();
  const pendingPrompts = new Map<string, (result: ConfirmResult) => void>();
  let modals: ModalState[] = [];
  let stack: string[] = [];
  let promptCount = 0;
  let snapshot = buildSnapshot();

  function buildSnapshot(): ModalSnapshot {
    const byId = new Map(modals.map((modal) => [modal.id, modal]));
    const mainId = stack.findLast((id) => byId.get(id)?.minimized === false) ?? null;
    const withMain = modals.map((modal) =>
      modal.mainModal === (modal.id === mainId) ? modal : { ...modal, mainModal: modal.id === mainId },
    );
    const minimizedCount = modals.filter((modal) => modal.minimized).length;
    return {
      modals: withMain,
      stack,
      mainId,
      minimizedCount,
      scrollLocked: minimizedCount < modals.length,
    };
  }

  function commit(nextModals: ModalState[], nextStack: string[] = stack): void {
    modals = nextModals;
    stack = nextStack;
    snapshot = buildSnapshot();
    modals = [...snapshot.modals];
    for (const listener of [...listeners]) listener();
  }

  function find(id: string): ModalState | undefined {
    return modals.find((modal) => modal.id === id);
  }

  function patch(id: string, change: (modal: ModalState) => ModalState, nextStack?: string[]): void {
    commit(
      modals.map((modal) => (modal.id === id ? change(modal) : modal)),
      nextStack,
    );
  }

  function toTop(id: string): string[] {
    return [...stack.filter((other) => other !== id), id];
  }

  function settlePrompt(id: string, result: ConfirmResult): void {
    const resolve = pendingPrompts.get(id);
    pendingPrompts.delete(id);
    resolve?.(result);
  }

  function remove(id: string): void {
    commit(
      modals.filter((modal) => modal.id !== id),
      stack.filter((other) => other !== id),
    );
  }

  function open(modal: ModalOptions): string {
    const previous = find(modal.id);
    let minimized = modal.minimized ?? false;
    const minimizedElsewhere = modals.filter((other) => other.minimized && other.id !== modal.id).length;
    if (minimized && minimizedElsewhere >= MAX_MINIMIZED_MODALS) {
      notify(formatText(texts.minimizeLimit, MINIMIZE_LIMIT_VALUES), 'minimizeLimit', MINIMIZE_LIMIT_VALUES);
      minimized = false;
    }
    const next = toState(modal, previous, minimized);
    // The replaced prompt's caller gets an answer: it was not confirmed.
    if (previous) settlePrompt(modal.id, { confirmed: false });
    commit(
      previous ? modals.map((other) => (other.id === modal.id ? next : other)) : [...modals, next],
      toTop(modal.id),
    );
    return modal.id;
  }

  function close(id: string, { reason = 'programmatic' }: { reason?: CloseReason } = {}): boolean {
    const modal = find(id);
    if (!modal) return false;
    if (reason !== 'programmatic') {
      if (modal.guideMode) return false;
      const accidental = reason === 'keyboard' || reason === 'backdrop';
      if (accidental && (modal.hideHeaderControls || modal.id === EMAIL_PROMPT_ID)) return false;
    }
    remove(id);
    settlePrompt(id, { confirmed: false });
    return true;
  }

  function saveReminder(key: string): void {
    try {
      reminders.set(key, true).catch(() => notify(texts.reminderSaveFailed, 'reminderSaveFailed', {}));
    } catch {
      notify(texts.reminderSaveFailed, 'reminderSaveFailed', {});
    }
  }

  function reminderDisabled(key: string): boolean {
    try {
      return reminders.get(key);
    } catch {
      // An unreadable store must not hide a question: ask it.
      return false;
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    open,
    openModal(name, props, openOptions = {}) {
      return open({ ...openOptions, id: openOptions.id ?? name, component: name, props: props ?? {} });
    },
    update(id, change) {
      if (!find(id)) return;
      patch(id, (modal) => {
        const { fullscreen, props, ...rest } = change;
        return {
          ...modal,
          ...rest,
          ...(props ? { props: props as ModalState['props'] } : {}),
          ...(fullscreen ? { fullscreen: { ...modal.fullscreen, ...fullscreen } } : {}),
        };
      });
    },
    close,
    closeAll() {
      const ids = modals.map((modal) => modal.id);
      commit([], []);
      for (const id of ids) settlePrompt(id, { confirmed: false });
    },
    minimize(id) {
      const modal = find(id);
      if (!modal) return false;
      if (modal.minimized) return true;
      if (snapshot.minimizedCount >= MAX_MINIMIZED_MODALS) {
        notify(
          formatText(texts.minimizeLimit, MINIMIZE_LIMIT_VALUES),
          'minimizeLimit',
          MINIMIZE_LIMIT_VALUES,
        );
        return false;
      }
      patch(id, (current) => ({ ...current, minimized: true }));
      return true;
    },
    restore(id) {
      if (!find(id)) return false;
      patch(id, (modal) => (modal.minimized ? { ...modal, minimized: false } : modal), toTop(id));
      return true;
    },
    activate(id) {
      if (!find(id)) return false;
      if (snapshot.mainId !== id) {
        patch(id, (modal) => (modal.minimized ? { ...modal, minimized: false } : modal), toTop(id));
      }
      return true;
    },
    toggleFullscreen(id) {
      const modal = find(id);
      if (!modal?.fullscreen.allowed) return false;
      patch(id, (current) => ({
        ...current,
        fullscreen: { allowed: true, active: !current.fullscreen.active },
      }));
      return true;
    },
    move(id, position) {
      if (!find(id)) return;
      patch(id, (modal) => ({ ...modal, position: { x: position.x, y: position.y } }));
    },
    get: find,
    isScrollLocked: () => snapshot.scrollLocked,
    confirm(confirmOptions) {
      const { id, message, ...rest } = confirmOptions;
      // A prompt that asks for a value cannot be skipped: a skipped prompt has no value to give.
      const reminderKey = rest.input || rest.selectBox ? undefined : rest.reminderKey;
      if (reminderKey && reminderDisabled(reminderKey)) {
        return Promise.resolve({ confirmed: true, skipped: true });
      }
      promptCount += 1;
      const promptId = id ?? `prompt-${promptCount}`;
      return new Promise<ConfirmResult>((resolve) => {
        open({ ...rest, id: promptId, prompt: message ?? '', reminderKey });
        pendingPrompts.set(promptId, resolve);
      });
    },
    confirmPrompt(id, answer = {}) {
      const modal = find(id);
      if (modal?.prompt === undefined) return false;
      if (!canConfirmPrompt(modal, answer)) return false;
      remove(id);
      if (answer.doNotShowAgain && modal.reminderKey) saveReminder(modal.reminderKey);
      const result: ConfirmResult = { confirmed: true };
      if (modal.input) result.value = answer.value ?? '';
      if (modal.selectBox) result.selection = (answer.selection ?? []).filter((value) => value !== '');
      settlePrompt(id, result);
      return true;
    },
    isReminderDisabled: reminderDisabled,
    resetReminder: (key) => reminders.set(key, false),
    scrollToTop(id) {
      const target = id ?? snapshot.mainId;
      if (!target || !find(target)) return;
      for (const listener of [...scrollListeners]) listener(target);
    },
    onScrollToTop(listener) {
      scrollListeners.add(listener);
      return () => {
        scrollListeners.delete(listener);
      };
    },
  };
}
