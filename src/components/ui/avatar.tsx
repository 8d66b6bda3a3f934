import { useState } from 'react';
import styles from './avatar.module.css';

export interface AvatarProps {
  /** Picture address; initials are shown when it is missing or fails to load. */
  src?: string | null;
  name: string;
  size?: number;
  className?: string;
}

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase();
}

export function Avatar({ src, name, size = 40, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  const cls = [styles.avatar, className].filter(Boolean).join(' ');
  if (src && failedSrc !== src) {
    return <img className={cls} style={style} src={src} alt="" width={size} height={size} referrerPolicy="no-referrer" onError={() => setFailedSrc(src)} />;
  }
  return (
    <span className={cls} style={style} aria-hidden="true">
      {initials(name) || '?'}
    </span>
  );
}
