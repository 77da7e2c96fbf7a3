import { renderConnectApp, SessionBar } from '@netfleet/connect-kit';
import '@netfleet/ui-kit/styles.css';
import '@netfleet/connect-kit/styles.css';

// Being built (issue #14): the noVNC remote desktop over the session's bridge.
renderConnectApp(document.getElementById('root') as HTMLElement, (session) => (
  <main className="connect-page">
    <SessionBar access={session.start.access} status="connecting" />
  </main>
));
