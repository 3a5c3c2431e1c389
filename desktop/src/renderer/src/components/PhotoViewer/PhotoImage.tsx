import { ERROR_MESSAGES } from "@kindred/contract";
import { type ImgHTMLAttributes, useState } from "react";

type PhotoImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "onError"> & {
  src: string;
  alt: string;
  /** Class of the 'Image Error' box that takes the photo's place when it cannot be loaded. */
  brokenClassName: string;
};

/** A photo that turns into the spec's 'Image Error' box (section 8) when it fails to load. */
export const PhotoImage = ({ src, alt, brokenClassName, ...imageProps }: PhotoImageProps) => {
  // Remembers which source failed, so moving to another photo tries again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return failedSrc === src ? (
    <span className={brokenClassName} role="img" aria-label={`${alt}: ${ERROR_MESSAGES.imageError}`}>
      {ERROR_MESSAGES.imageError}
    </span>
  ) : (
    <img {...imageProps} src={src} alt={alt} onError={() => setFailedSrc(src)} />
  );
};
