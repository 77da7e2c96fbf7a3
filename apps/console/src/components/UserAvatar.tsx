import { useState } from 'react';

/** Up to two initials of a name ("Ada Lovelace" → "AL"), else of the e-mail's first letter. */
function userInitials(name: string | null | undefined, email: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  const initials = letters.map((word) => Array.from(word ?? '')[0] ?? '').join('');
  return (initials || Array.from(email)[0] || '?').toUpperCase();
}

/**
 * The user's picture (`avatar_url`) as a circle of `size` pixels, or their initials when
 * there is none or it fails to load. Decorative: the control around it carries the name.
 */
export function UserAvatar({
  user,
  size,
  className,
}: {
  user: { username?: string | null; email: string; avatar_url: string | null };
  size: number;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  const classes = `user-avatar${className ? ` ${className}` : ''}`;
  if (user.avatar_url && failed !== user.avatar_url) {
    return (
      <img
        className={classes}
        src={user.avatar_url}
        alt=""
        width={size}
        height={size}
        style={style}
        onError={() => setFailed(user.avatar_url)}
      />
    );
  }
  return (
    <span className={`${classes} user-avatar--initials`} style={style} aria-hidden="true">
      {userInitials(user.username, user.email)}
    </span>
  );
}
