import { formatDateTime } from '@netfleet/ui-kit';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { readTimeZone } from '../settings/timeZone.js';

/**
 * A moment as `YYYY-MM-DD HH:mm:ss` in the time zone the user chose in the account menu
 * (the browser's own without one), in a `<time>` element; `-` for none.
 */
export function DateTime({ value }: { value: string | null | undefined }) {
  const { env } = useConsole();
  const text = formatDateTime(value, { timeZone: readTimeZone(env.cookies) });
  return value ? <time dateTime={value}>{text}</time> : text;
}
