/** Why a modal is being closed; the close rules depend on it. */
export type CloseReason = 'keyboard' | 'button' | 'backdrop' | 'programmatic';

/** Position of a dragged modal: its top-left corner in viewport pixels. */
export interface ModalPosition {
  x: number;
  y: number;
}

/** The text input of a prompt. A prompt input is always required. */
export interface PromptInput {
  label: string;
  /** Defaults to `'text'`. */
  type?: 'text' | 'email' | 'password' | 'number' | 'tel' | 'url';
  placeholder?: string;
  /** Initial value. Defaults to `''`. */
  value?: string;
}

/** One choice of a {@link SelectBox}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A select box shown in a prompt; its choice comes back as `selection`. */
export interface SelectBox {
  label: string;
  options: readonly SelectOption[];
  /** When `true`, confirm is disabled while nothing is selected. Defaults to `false`. */
  required?: boolean;
  /** Several choices at once. Defaults to `false`. */
  multiple?: boolean;
  /** Initially selected values. Defaults to none. */
  value?: readonly string[];
}

/** The fullscreen control: whether it is shown (`allowed`) and the current state. */
export interface FullscreenState {
  allowed: boolean;
  active: boolean;
}

/** Props handed to a registered modal component. */
export type ModalProps = Readonly<Record<string, unknown>>;

/**
 * Props of each named modal, for typed `openModal(name, props)`. Empty here; apps
 * (and this package's built-in prompts) add entries by declaration merging, on either
 * `@netfleet/modals` or `@netfleet/modals/core`.
 *
 * @example
 * declare module '@netfleet/modals' {
 *   interface ModalPropsByName { AddTag: { companyId: number } }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging.
export interface ModalPropsByName {}

/** The props type of a named modal: its {@link ModalPropsByName} entry, else any object. */
export type ModalPropsOf<N extends string> = N extends keyof ModalPropsByName ? ModalPropsByName[N] : object;

/** What `open()` takes: the spec's Modal fields (§3) plus `hideHeaderControls` and `guideMode`. */
export interface ModalOptions {
  /** Opening a modal with an id that is already open replaces that modal in place. */
  id: string;
  title?: string;
  subtitle?: string;
  /** Name of a registered modal component that renders the body. */
  component?: string;
  /** Props of `component`. Defaults to `{}`. */
  props?: object;
  /** A form definition, opaque here: the forms package's form modal reads it. */
  form?: unknown;
  /** Makes the modal a prompt with this message (`''` for a prompt whose body is only `component`). */
  prompt?: string;
  /** A required text input of a prompt. */
  input?: PromptInput;
  /** Prompt confirm button text. Defaults to `'Confirm'`. */
  confirmText?: string;
  /** Prompt cancel button text. Defaults to `'Cancel'`. */
  cancelText?: string;
  /** Key of the table selection the modal acts on (e.g. `'devices'`); carried for the caller. */
  selectionKey?: string;
  selectBox?: SelectBox;
  /** Open minimized. Defaults to `false`. */
  minimized?: boolean;
  /** The fullscreen control. Defaults to `{ allowed: false, active: false }`. */
  fullscreen?: Partial<FullscreenState>;
  /** Address of the help page, opened in a new tab from the header. */
  helpLink?: string;
  /** Offers "Do not show again" on a prompt; the flag is stored under this key. */
  reminderKey?: string;
  /** Hides the window controls (minimize, fullscreen, close); Esc and the backdrop then do not close it. */
  hideHeaderControls?: boolean;
  /** A guided tour is pointing at this modal: the user cannot close it (code still can). */
  guideMode?: boolean;
}

/** A modal as it is open: every field resolved, plus the state the manager keeps. */
export interface ModalState {
  readonly id: string;
  readonly title: string | undefined;
  readonly subtitle: string | undefined;
  readonly component: string | undefined;
  readonly props: ModalProps;
  readonly form: unknown;
  readonly prompt: string | undefined;
  readonly input: PromptInput | undefined;
  readonly confirmText: string;
  readonly cancelText: string;
  readonly selectionKey: string | undefined;
  readonly selectBox: SelectBox | undefined;
  readonly minimized: boolean;
  /** The main modal: the newest opened or restored one that is not minimized. */
  readonly mainModal: boolean;
  readonly fullscreen: FullscreenState;
  /** Where the user dragged it; `null` while it sits where it opened (centred). */
  readonly position: ModalPosition | null;
  readonly helpLink: string | undefined;
  readonly reminderKey: string | undefined;
  readonly hideHeaderControls: boolean;
  readonly guideMode: boolean;
  /** Counts replacements of this id, so a host can remount the content of a replaced modal. */
  readonly revision: number;
}

/** Everything a host renders from, replaced (never mutated) on each change. */
export interface ModalSnapshot {
  /** Open modals in the order they were first opened (a replaced modal keeps its place). */
  readonly modals: readonly ModalState[];
  /** Ids from the least to the most recently opened, restored or activated: the stacking order. */
  readonly stack: readonly string[];
  readonly mainId: string | null;
  readonly minimizedCount: number;
  /** `true` while any modal is not minimized: the page behind must not scroll. */
  readonly scrollLocked: boolean;
}

/** What a prompt resolves with. */
export interface ConfirmResult {
  confirmed: boolean;
  /** The input's value, when the prompt had an input and was confirmed. */
  value?: string;
  /** The selected values, when the prompt had a select box and was confirmed. */
  selection?: string[];
  /** `true` when the prompt was not shown because the user chose "Do not show again". */
  skipped?: boolean;
}

/** What `confirm()` takes: a modal's fields without `prompt`, with an optional id and a message. */
export interface ConfirmOptions extends Omit<ModalOptions, 'id' | 'prompt' | 'minimized'> {
  /** Defaults to a generated `prompt-N`. Use `'emailPrompt'` for the e-mail code prompt. */
  id?: string;
  message?: string;
}

/** The values a user entered in a prompt. */
export interface PromptAnswer {
  value?: string;
  selection?: readonly string[];
  /** The "Do not show again" checkbox. */
  doNotShowAgain?: boolean;
}

/** Options of `openModal()`: a modal's fields without `component` and `props`, id optional. */
export interface OpenModalOptions extends Omit<ModalOptions, 'id' | 'component' | 'props'> {
  /** Defaults to the modal's name, so opening the same named modal again replaces it. */
  id?: string;
}

/** The fields `update()` may change on an open modal. */
export type ModalUpdate = Partial<
  Pick<
    ModalOptions,
    | 'title'
    | 'subtitle'
    | 'props'
    | 'form'
    | 'helpLink'
    | 'confirmText'
    | 'cancelText'
    | 'hideHeaderControls'
    | 'guideMode'
    | 'fullscreen'
  >
>;
