import { useTexts } from '@netfleet/ui-kit';
import { breadcrumbs } from '../files/paths.js';
import { sftpTexts } from '../texts.js';

/** The folder's path, each step a button that opens that folder; the last one is where you are. */
export function Breadcrumbs({ path, onOpen }: { path: string; onOpen(path: string): void }) {
  const t = useTexts(sftpTexts);
  const crumbs = breadcrumbs(path);
  return (
    <nav aria-label={t('path.label')} className="sftp-crumbs">
      <ol>
        {crumbs.map((crumb, index) => {
          // The root shows as `/` and is read as "Root folder".
          const name =
            crumb.path === '/' ? (
              <>
                <span aria-hidden="true">/</span>
                <span className="nf-visually-hidden">{t('path.root')}</span>
              </>
            ) : (
              crumb.name
            );
          return (
            <li key={crumb.path}>
              {index === crumbs.length - 1 ? (
                <span aria-current="location" className="sftp-crumbs__here">
                  {name}
                </span>
              ) : (
                <button type="button" className="sftp-crumbs__step" onClick={() => onOpen(crumb.path)}>
                  {name}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
