import { useState } from "react";

interface InitialsAvatarProps {
  /** Width and height in pixels. */
  size: number;
  /** The photo; the initials show without one, or when it fails to load. */
  src?: string;
  initials: string;
  className?: string;
}

/**
 * A round photo, or the initials on the brand colour: what antd's Avatar drew here, without its
 * measuring of the initials after each render (one forced layout per avatar, a long part of the
 * Messages page's first render with a list of matches). Decorative: the name is written beside it.
 */
export const InitialsAvatar = ({ size, src, initials, className }: InitialsAvatarProps) => {
  const [failedSrc, setFailedSrc] = useState<string>();
  const photo = src !== undefined && src !== failedSrc;
  return (
    <span
      className={className ? `initials-avatar ${className}` : "initials-avatar"}
      style={{ width: size, height: size, fontSize: Math.min(18, Math.round(size * 0.45)) }}
      aria-hidden="true"
    >
      {photo ? <img src={src} alt="" draggable={false} onError={() => setFailedSrc(src)} /> : initials}
    </span>
  );
};
