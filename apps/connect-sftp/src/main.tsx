import { renderConnectApp } from '@netfleet/connect-kit';
import '@netfleet/ui-kit/styles.css';
import '@netfleet/connect-kit/styles.css';
import './styles.css';
import { FilesApp } from './FilesApp.js';

renderConnectApp(document.getElementById('root') as HTMLElement, (session) => <FilesApp session={session} />);
