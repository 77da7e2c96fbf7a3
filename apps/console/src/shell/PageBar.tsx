import { HELP_PANEL_ROUTES } from '@netfleet/permissions';
import { Icon } from '@netfleet/ui-kit';
import { HrefLink } from '../components/HrefLink.js';
import { useTitleTranslator } from '../i18n/routeTitles.js';
import { useTexts } from '../i18n/useTexts.js';
import { usePageInfo } from '../router/pageInfo.js';
import { breadcrumbsFor } from './breadcrumbs.js';
import { shellTexts } from './texts.js';

/** Props of {@link PageBar}. */
export interface PageBarProps {
  helpPanelOpen: boolean;
  onToggleHelpPanel: () => void;
}

/**
 * Above every page: the breadcrumbs of the route name, the help link to the public wiki
 * (new tab) on the pages that have one, and the help panel switch on the pages that
 * offer it (spec §2.1; forms-modals §2).
 */
export function PageBar({ helpPanelOpen, onToggleHelpPanel }: PageBarProps) {
  const { name, params, route } = usePageInfo();
  const t = useTexts(shellTexts);
  const translateTitle = useTitleTranslator();
  if (!name) return null;
  const crumbs = breadcrumbsFor(name, params, translateTitle);
  const helpLink = route?.helpLink;
  const offersPanel = HELP_PANEL_ROUTES.includes(name);
  return (
    <div className="page-bar">
      <nav aria-label={t('breadcrumb')} className="breadcrumbs">
        <ol>
          {crumbs.map((crumb, index) => (
            <li key={`${crumb.label}|${crumb.href ?? ''}`}>
              {crumb.href ? (
                <HrefLink href={crumb.href}>{crumb.label}</HrefLink>
              ) : (
                <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className="page-bar__tools">
        {helpLink ? (
          <a className="page-bar__help" href={helpLink} target="_blank" rel="noopener noreferrer">
            <Icon name="info" size={16} />
            {t('help')}
            <span className="nf-visually-hidden"> {t('opensInNewTab')}</span>
          </a>
        ) : null}
        {offersPanel ? (
          <button
            type="button"
            className="nf-button page-bar__panel-toggle"
            aria-expanded={helpPanelOpen}
            onClick={onToggleHelpPanel}
          >
            {t('helpPanel')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
