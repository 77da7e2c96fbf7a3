import { noticesQueryOptions } from '@netfleet/api-client/react';
import { Icon } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { lazyNamed } from '../../components/lazyNamed.js';
import { useTexts } from '../../i18n/useTexts.js';
import { HeaderPanel } from '../HeaderPanel.js';
import { useDropdown } from '../useDropdown.js';
import { hasUnseenNotices, readNoticesLastSeen, writeNoticesLastSeen } from './noticesSeen.js';
import { noticesWidgetTexts } from './texts.js';

const NoticesList = lazyNamed(() => import('./NoticesList.js'), 'NoticesList');

/**
 * Global notices (spec §2.6, §4): an info icon with an "Important" badge while unseen
 * notices exist, and a dropdown of the notices. Opening or closing it stores the time
 * and dismisses the badge. Hidden when the notices cannot be loaded (spec §8).
 */
export function NoticesWidget() {
  const { client, env } = useConsole();
  const query = useQuery(noticesQueryOptions(client));
  const [lastSeen, setLastSeen] = useState(() => readNoticesLastSeen(env.localStorage));
  const markSeen = () => setLastSeen(writeNoticesLastSeen(env.localStorage, env.now()));
  const dropdown = useDropdown({ onOpen: markSeen, onClose: markSeen });
  const t = useTexts(noticesWidgetTexts);

  if (!query.isSuccess) return null;
  const notices = query.data;
  const important = hasUnseenNotices(notices, lastSeen);
  return (
    <div className="header-widget" ref={dropdown.rootRef}>
      <button
        ref={dropdown.buttonRef}
        type="button"
        className="header-button header-button--icon"
        aria-label={important ? t('buttonImportant') : t('title')}
        aria-expanded={dropdown.open}
        aria-controls={dropdown.open ? dropdown.panelId : undefined}
        onClick={dropdown.toggle}
        onPointerEnter={() => void import('./NoticesList.js')}
      >
        <Icon name="info" size={20} />
        {important ? (
          <span className="header-badge header-badge--important" aria-hidden="true">
            {t('important')}
          </span>
        ) : null}
      </button>
      {dropdown.open ? (
        <HeaderPanel id={dropdown.panelId} label={t('title')} className="notices-panel">
          <NoticesList notices={notices} />
        </HeaderPanel>
      ) : null}
    </div>
  );
}
