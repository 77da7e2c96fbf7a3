import { Loader } from '@netfleet/ui-kit';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyNamed } from '../../../components/lazyNamed.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { useCan } from '../../../session/useCurrentUser.js';
import { deviceTexts } from '../texts.js';

const DeviceNameForm = lazyNamed(() => import('./DeviceNameForm.js'), 'DeviceNameForm');

/**
 * The device's name as the page's heading, with "Rename" for users who may update devices:
 * it turns the heading into the name's form ({@link DeviceNameForm}, loaded then); when the
 * edit ends the focus returns to "Rename".
 */
export function DeviceName({ device }: { device: { id: number; name: string } }) {
  const t = useTexts(deviceTexts);
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // When an edit ends the focus goes back to the button that began it, once it is back on screen.
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [editing]);
  if (editing) {
    return (
      <Suspense fallback={<Loader />}>
        <DeviceNameForm
          device={device}
          onDone={() => {
            refocus.current = true;
            setEditing(false);
          }}
        />
      </Suspense>
    );
  }
  return (
    <div className="device-header__name">
      <h1 className="page__title">{device.name}</h1>
      {can('update_devices') ? (
        <button ref={button} type="button" className="nf-button" onClick={() => setEditing(true)}>
          {t('rename.edit')}
        </button>
      ) : null}
    </div>
  );
}
