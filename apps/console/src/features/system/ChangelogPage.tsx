import { APP_VERSION } from '@netfleet/api-client';
import { useRouteTitle } from '../../i18n/routeTitles.js';
import { useTexts } from '../../i18n/useTexts.js';
import { CHANGELOG } from './changelog.js';
import { changelogTexts } from './changelogTexts.js';
import './system.css';

/** `/changelog`: the version running (spec §7: 5.14.0) and what changed in each release. */
export function ChangelogPage() {
  const t = useTexts(changelogTexts);
  const routeTitle = useRouteTitle();
  return (
    <div className="page changelog">
      <header className="page__header">
        <div>
          <h1 className="page__title">{routeTitle('changelog')}</h1>
          <p className="page__subtitle">{t('current', { version: APP_VERSION })}</p>
        </div>
      </header>
      <p className="changelog__note">{t('englishOnly')}</p>
      {CHANGELOG.map((release) => (
        <section
          key={release.version}
          className="changelog__release"
          aria-labelledby={`release-${release.version}`}
        >
          <h2 id={`release-${release.version}`} className="changelog__version">
            {t('version', { version: release.version })}
          </h2>
          <p className="changelog__date">
            <time dateTime={release.date}>{t('released', { date: release.date })}</time>
          </p>
          <ul lang="en">
            {release.changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
