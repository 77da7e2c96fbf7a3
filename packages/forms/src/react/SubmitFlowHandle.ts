import type { SubmitFlow, SubmitFlowState } from '../core/submit/createSubmitFlow.js';
import type { SubmitOptions, SubmitResult } from '../core/submit/types.js';

/** A form's submit flow: its state, and the calls to drive it. */
export interface SubmitFlowHandle extends SubmitFlowState {
  /** Runs the generic submit; on an error the modal the form is in scrolls to the top. */
  submit(options: SubmitOptions): Promise<SubmitResult>;
  clearFieldError(key: string): void;
  clearErrors(): void;
  /** The React-free flow underneath. */
  flow: SubmitFlow;
}
