export { type BridgeEnd, bridgeEndOfClose } from './bridge/bridgeEnd.js';
export { type Bridge, type BridgeHandlers, openBridge } from './bridge/openBridge.js';
export { APP_OF_PAGE, type ConnectPage, connectPageOf } from './session/connectPage.js';
export { type ConnectParams, readConnectParams } from './session/connectParams.js';
export type { RemoteSessionState, SessionProblem } from './session/useRemoteSession.js';
export { type ConnectSession, ConnectShell, type ConnectShellProps } from './shell/ConnectShell.js';
export { renderConnectApp } from './shell/renderConnectApp.js';
export { type BridgeStatus, SessionBar, type SessionBarProps } from './shell/SessionBar.js';
export { SessionEnded, type SessionEndedProps } from './shell/SessionEnded.js';
export {
  CREDENTIAL_LIMITS,
  type CredentialField,
  type CredentialMethod,
  type CredentialProblem,
  type CredentialValues,
  credentialProblems,
  initialCredentials,
  needsCredentials,
  type StartMessage,
  startMessage,
} from './ssh/credentials.js';
export { HostKeyBadge } from './ssh/HostKeyBadge.js';
export { HostKeyChanged } from './ssh/HostKeyChanged.js';
export { HostKeyPrompt, type HostKeyPromptProps } from './ssh/HostKeyPrompt.js';
export type { HostKeyInfo } from './ssh/hostKeyInfo.js';
export { SignInForm, type SignInFormProps } from './ssh/SignInForm.js';
export { sshTexts } from './ssh/sshTexts.js';
export { connectKitTexts } from './texts.js';
