/** Longest role name shown in pickers, ellipsis included. */
export const ROLE_NAME_MAX_LENGTH = 45;

/**
 * A role name cut for pickers: names up to 45 characters are unchanged; longer ones
 * keep 44 characters and end with "…", so the result is never longer than 45.
 */
export function truncateRoleName(name: string, max: number = ROLE_NAME_MAX_LENGTH): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const kept = chars
    .slice(0, max - 1)
    .join('')
    .trimEnd();
  return `${kept}…`;
}
