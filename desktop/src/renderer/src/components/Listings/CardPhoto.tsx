import { useState } from "react";
import { photoVariant } from "../../lib/photoVariant";

/**
 * A listing card's first photo across its top. Decorative: the card's title link names it, and a
 * photo that does not load just leaves.
 */
export const CardPhoto = ({ photo }: { photo: string | undefined }) => {
  const [failed, setFailed] = useState(false);
  if (!photo || failed) return null;
  return (
    <img
      className="listing-card-photo"
      src={photoVariant(photo, 640)}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
};
