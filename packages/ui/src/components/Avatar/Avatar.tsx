import { useState, type HTMLAttributes } from 'react';
import { badgeTones, type BadgeTone } from '../Badge/Badge';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** Up to two initials: first and last word of the name ('Ada King Lovelace' -> 'AL'). */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

// The same name always gets the same tone, so a person is recognisable across screens.
function toneFor(name: string): BadgeTone {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return badgeTones[hash % badgeTones.length]!;
}

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's name: the accessible name, and the source of the initials. */
  name: string;
  /**
   * A picture; if it fails to load, the initials show instead.
   * @default undefined
   */
  src?: string;
  /**
   * The diameter (32, 40 or 48 px).
   * @default 'md'
   */
  size?: AvatarSize;
  /**
   * The colour of the initials' disc; derived from the name when not given.
   * @default undefined
   */
  tone?: BadgeTone;
}

/** A round picture of a person, or their initials. Announced as an image named after the person. */
export function Avatar({ name, src, size = 'md', tone, className, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const own = styles.avatar({ size, tone: tone ?? toneFor(name) });
  const showImage = src !== undefined && failedSrc !== src;
  return (
    <span
      {...props}
      role="img"
      aria-label={name}
      className={className ? `${own} ${className}` : own}
    >
      {showImage ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{getInitials(name)}</span>
      )}
    </span>
  );
}
