import { useHelpData } from '../help/helpData.js';
import { useHelpTopics } from '../help/helpTopics.js';
import { usePageTitles } from '../i18n/routeTitles.js';
import { useTexts } from '../i18n/useTexts.js';
import { usePageInfo } from '../router/pageInfo.js';
import { placeholderPageTexts } from './placeholderPageTexts.js';

/**
 * A page of the route table that a later issue builds: its title and the route's
 * parameters, so links and guards can be checked already. Help-panel pages offer their
 * topics to the panel.
 */
export function PlaceholderPage() {
  const page = usePageInfo();
  const t = useTexts(placeholderPageTexts);
  const titles = usePageTitles(page.route);
  const title = titles.title ?? t('page');
  const subtitle = titles.subtitle;
  const topics = useHelpTopics(page.name);
  useHelpData(topics);
  const params = Object.entries(page.params).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return (
    <div className="page">
      <header className="page__header">
        <div>
          <h1 className="page__title">{title}</h1>
          {subtitle ? <p className="page__subtitle">{subtitle}</p> : null}
        </div>
      </header>
      <section className="placeholder-card">
        <p>{t('onItsWay')}</p>
        {params.length > 0 ? (
          <dl className="placeholder-card__params">
            {params.map(([name, value]) => (
              <div key={name}>
                <dt>{name === '_splat' ? t('section') : name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {topics.length > 0 ? (
          <ul className="placeholder-card__topics" aria-label={t('columns')}>
            {topics.map((topic) => (
              <li key={topic.key}>
                <button type="button" className="placeholder-card__topic" data-help-key={topic.key}>
                  {topic.term}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
