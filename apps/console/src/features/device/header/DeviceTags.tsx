import type { DeviceTag } from '@netfleet/contracts';
import { Loader } from '@netfleet/ui-kit';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyNamed } from '../../../components/lazyNamed.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { useCan } from '../../../session/useCurrentUser.js';
import { TagChips } from '../../devices/DeviceCells.js';
import { deviceTexts } from '../texts.js';

const DeviceTagsForm = lazyNamed(() => import('./DeviceTagsForm.js'), 'DeviceTagsForm');

/**
 * The device's tags as chips, with "Edit tags" for users who may update devices: it shows the
 * tag picker ({@link DeviceTagsForm}, loaded then); when the edit ends the focus returns to
 * "Edit tags".
 */
export function DeviceTags({
  device,
}: {
  device: { id: number; company_id: number; tags?: readonly DeviceTag[] | undefined };
}) {
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
  const tags = device.tags ?? [];
  return (
    <div className="device-header__tags">
      <span className="device-header__label">{t('tags')}</span>{' '}
      {tags.length > 0 ? <TagChips tags={tags} /> : <span>{t('noTags')}</span>}{' '}
      {editing ? (
        <Suspense fallback={<Loader />}>
          <DeviceTagsForm
            device={device}
            onDone={() => {
              refocus.current = true;
              setEditing(false);
            }}
          />
        </Suspense>
      ) : can('update_devices') ? (
        <button ref={button} type="button" className="nf-button" onClick={() => setEditing(true)}>
          {t('tagEdit.edit')}
        </button>
      ) : null}
    </div>
  );
}
