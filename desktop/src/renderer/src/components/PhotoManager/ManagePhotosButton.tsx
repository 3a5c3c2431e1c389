import { PictureOutlined } from "@ant-design/icons";
import { type ListingSide, PHOTO_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { useState } from "react";
import { ManagePhotosDialog } from "./ManagePhotosDialog";

interface ManagePhotosButtonProps {
  kind: ListingSide;
  listingId: string;
  photos: readonly string[];
  /** The listing's name, so the button says whose photos it manages. */
  name: string;
  size?: "small" | "middle";
}

/** The owner's way into Manage Photos: "Add Photos" while there are none, "Manage Photos" after. */
export const ManagePhotosButton = ({ kind, listingId, photos, name, size }: ManagePhotosButtonProps) => {
  const [open, setOpen] = useState(false);
  const label = photos.length === 0 ? PHOTO_TEXTS.manage.addFirst : PHOTO_TEXTS.manage.open;
  return (
    <>
      <Button size={size} icon={<PictureOutlined />} onClick={() => setOpen(true)} aria-label={`${label}: ${name}`}>
        {label}
      </Button>
      <ManagePhotosDialog
        kind={kind}
        listingId={listingId}
        photos={photos}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
