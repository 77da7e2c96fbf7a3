import { renderConnectApp } from '@netfleet/connect-kit';
import '@netfleet/ui-kit/styles.css';
import '@netfleet/connect-kit/styles.css';
import './styles.css';
import { DesktopApp } from './DesktopApp.js';

// The desktop page (/rms-connect/desktop): noVNC over the session's bridge for VNC entries.
renderConnectApp(document.getElementById('root') as HTMLElement, (session) => (
  <DesktopApp session={session} />
));
