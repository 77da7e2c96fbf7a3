/** The database every test file's PostgreSQL database is cloned from. */
export const TEMPLATE_DATABASE = 'netfleet_test_template';

/** `url` with its database name replaced by `name`. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
