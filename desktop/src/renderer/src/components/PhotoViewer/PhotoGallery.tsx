import { LISTING_TEXTS, PHOTO_VIEWER_TEXTS } from "@kindred/contract";
import { type CSSProperties, useMemo, useState } from "react";
import { photoVariant } from "../../lib/photoVariant";
import { PhotoImage } from "./PhotoImage";
import { PhotoLightbox } from "./PhotoLightbox";

const t = LISTING_TEXTS.detail;
/** The row under the lead photo never gets narrower than a quarter of the gallery. */
const MAX_COLUMNS = 4;

/**
 * A listing's photos: the first one large, the rest in a row beneath, each a button that opens
 * the photo viewer at that photo.
 */
export const PhotoGallery = ({ urls, name }: { urls: readonly string[]; name: string }) => {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const photos = useMemo(() => urls.map((src, index) => ({ src, alt: t.photoAlt(name, index + 1) })), [urls, name]);
  if (photos.length === 0) return <p className="muted">{t.noPhotos}</p>;
  // At least two columns, so a lone second photo is a thumbnail, not a second banner.
  const columns = { "--photo-columns": Math.min(Math.max(photos.length - 1, 2), MAX_COLUMNS) } as CSSProperties;
  return (
    <>
      <ul className="photo-grid" style={columns}>
        {photos.map((photo, index) => (
          <li key={photo.src} className="photo-grid-item">
            <button
              type="button"
              className="photo-tile"
              aria-label={PHOTO_VIEWER_TEXTS.openPhoto(index + 1, photos.length)}
              onClick={() => setOpenIndex(index)}
            >
              <PhotoImage
                src={photoVariant(photo.src, index === 0 ? 1280 : 640)}
                alt={photo.alt}
                loading="lazy"
                brokenClassName="photo-tile-broken"
              />
            </button>
          </li>
        ))}
      </ul>
      <PhotoLightbox
        photos={photos}
        name={name}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
      />
    </>
  );
};
