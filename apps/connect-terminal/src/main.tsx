import { renderConnectApp } from '@netfleet/connect-kit';
import '@netfleet/ui-kit/styles.css';
import '@netfleet/connect-kit/styles.css';
import '@xterm/xterm/css/xterm.css';
import './styles.css';
import { TerminalApp } from './TerminalApp.js';

// The SSH and telnet pages (/rms-connect/ssh, /rms-connect/telnet): xterm.js over the session's bridge.
renderConnectApp(document.getElementById('root') as HTMLElement, (session) => (
  <TerminalApp session={session} />
));
