import '@netfleet/ui-kit/styles.css';
import './styles/shell.css';
import './styles/pages.css';
import { bootstrap } from './bootstrap/bootstrap.js';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element.');
void bootstrap(container);
