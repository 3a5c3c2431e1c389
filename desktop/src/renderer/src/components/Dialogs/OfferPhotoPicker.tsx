import { CloseOutlined, PictureOutlined } from "@ant-design/icons";
import { LISTING_TEXTS, PHOTO_LIMITS, WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { useEffect, useRef } from "react";
import { listingPhotoProblem } from "../../lib/photoUpload";
import { getPlatform, type PickedImage } from "../../platform";
import { toast } from "../../stores/toastStore";

const d = LISTING_TEXTS.dialogs;

interface OfferPhotoPickerProps {
  photos: readonly PickedImage[];
  onChange: (photos: PickedImage[]) => void;
  disabled: boolean;
}

/**
 * The offer dialog's photos: chosen here, previewed, removable, and uploaded through the normal
 * pipeline as the space is offered (up to PHOTO_LIMITS.offer; a file that cannot be one is told).
 */
export const OfferPhotoPicker = ({ photos, onChange, disabled }: OfferPhotoPickerProps) => {
  const addButton = useRef<HTMLButtonElement>(null);
  const room = PHOTO_LIMITS.offer - photos.length;
  // What is still chosen when the dialog goes away is let go.
  const latest = useRef(photos);
  latest.current = photos;
  useEffect(
    () => () => {
      for (const photo of latest.current) getPlatform().releaseImage(photo);
    },
    [],
  );

  const add = async () => {
    const platform = getPlatform();
    const picked = await platform.pickImages({ multiple: true });
    const kept: PickedImage[] = [];
    for (const image of picked) {
      const problem = listingPhotoProblem(image);
      if (problem || kept.length >= room) {
        if (problem)
          toast({ title: WEB_TEXTS.errorTitle, description: `${image.name}: ${problem}`, variant: "destructive" });
        platform.releaseImage(image);
      } else kept.push(image);
    }
    if (kept.length > 0) onChange([...photos, ...kept]);
  };
  const remove = (index: number) => {
    const photo = photos[index];
    if (photo) getPlatform().releaseImage(photo);
    onChange(photos.filter((_, at) => at !== index));
    addButton.current?.focus();
  };

  return (
    <fieldset className="offer-photo-picker">
      <legend className="form-label">{d.photos}</legend>
      <p id="offer-photos-help" className="form-help">
        {d.photosHelp(PHOTO_LIMITS.offer)}
      </p>
      {photos.length > 0 && (
        <ul className="offer-photo-list">
          {photos.map((photo, index) => (
            <li key={photo.previewUrl}>
              <img src={photo.previewUrl} alt={d.photoPreview(index + 1)} />
              <Button
                size="small"
                shape="circle"
                icon={<CloseOutlined aria-hidden />}
                aria-label={d.removePhoto(index + 1)}
                onClick={() => remove(index)}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      )}
      <Button
        ref={addButton}
        icon={<PictureOutlined aria-hidden />}
        onClick={() => void add()}
        disabled={disabled || room <= 0}
        aria-describedby="offer-photos-help"
      >
        {d.addPhotos}
      </Button>
    </fieldset>
  );
};
