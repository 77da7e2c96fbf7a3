import { useMatches } from '@tanstack/react-router';

/**
 * A page of the route table that a later issue builds: its title and the route's
 * parameters, so links and guards can be checked already.
 */
export function PlaceholderPage() {
  const match = useMatches({ select: (matches) => matches.at(-1) });
  const title = match?.staticData.title ?? 'Page';
  const subtitle = match?.staticData.subtitle;
  const params = Object.entries((match?.params ?? {}) as Record<string, string | undefined>).filter(
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
        <p>This page is on its way.</p>
        {params.length > 0 ? (
          <dl className="placeholder-card__params">
            {params.map(([name, value]) => (
              <div key={name}>
                <dt>{name === '_splat' ? 'section' : name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>
    </div>
  );
}
