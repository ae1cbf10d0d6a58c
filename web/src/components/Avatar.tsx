import { useState } from 'react';

interface AvatarProps {
  name?: string | null;
  email?: string | null;
  src?: string | null;
  size?: 'small' | 'large';
  /** Who it is, not yet what they look like (the profile is loading): a plain circle, so it changes once. */
  pending?: boolean;
  /** The initials' background, e.g. a colour derived from the user id; the theme's colour otherwise. */
  colour?: string;
}

/** Up to two initials from the name, else the first letter of the e-mail. */
export function initialsOf(name?: string | null, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length)
    return (
      words
        .slice(0, 2)
        // Whole characters: an emoji or another letter outside the basic plane is two UTF-16 units.
        .map((word) => Array.from(word)[0])
        .join('')
        .toUpperCase()
    );
  return (email?.trim()[0] ?? '?').toUpperCase();
}

/** Decorative: the name is always written next to it, so it hides from screen readers. */
export function Avatar({ name, email, src, size = 'small', pending = false, colour }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  if (pending) return <span className={`avatar avatar-${size} avatar-pending`} aria-hidden="true" />;
  return (
    <span className={`avatar avatar-${size}`} aria-hidden="true" style={colour ? { background: colour } : undefined}>
      {src && !failed ? <img src={src} alt="" onError={() => setFailed(true)} /> : initialsOf(name, email)}
    </span>
  );
}
