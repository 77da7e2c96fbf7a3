import '@netfleet/modals/styles.css';
import { ModalHost } from '@netfleet/modals';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { consoleModalRegistry } from './consoleModalRegistry.js';

export { consoleModalRegistry } from './consoleModalRegistry.js';

/** The modal windows of the console over its manager. */
export function ConsoleModalHost() {
  const { modals } = useConsole();
  return <ModalHost manager={modals} registry={consoleModalRegistry} />;
}
