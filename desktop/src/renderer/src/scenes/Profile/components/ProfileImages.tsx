import { Avatar } from "antd";
import { type ReactNode, useState } from "react";
import { photoVariant } from "../../../lib/photoVariant";
import "../profile.css";

/** The cover photo filling its banner; nothing when there is none or it does not load (the plain cover stays). */
export const CoverImage = ({ url }: { url: string | null | undefined }) => {
  const src = url ? photoVariant(url, 1280) : undefined;
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (!src || brokenSrc === src) return null;
  return <img className="profile-cover-image" src={src} alt="" onError={() => setBrokenSrc(src)} />;
};

interface ProfilePhotoProps {
  url: string | null | undefined;
  alt: string;
  /** Shown without a photo, or when the photo does not load. */
  initials: ReactNode;
}

/** The large round profile photo of the profile header. */
export const ProfilePhoto = ({ url, alt, initials }: ProfilePhotoProps) => {
  const src = url ? photoVariant(url, 320) : undefined;
  return (
    <Avatar size={96} src={src} alt={src ? alt : undefined} className="profile-avatar">
      {initials}
    </Avatar>
  );
};
