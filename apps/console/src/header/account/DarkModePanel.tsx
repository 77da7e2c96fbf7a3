import { DarkModeSwitch } from '@netfleet/ui-kit';
import { useConsole } from '../../bootstrap/ConsoleContext.js';

/** Auto (follow the system), on or off; kept in the `dark_mode` cookie (spec §4). */
export function DarkModePanel() {
  const { darkMode } = useConsole();
  return (
    <div className="account-subpanel__body">
      <DarkModeSwitch controller={darkMode} />
    </div>
  );
}
