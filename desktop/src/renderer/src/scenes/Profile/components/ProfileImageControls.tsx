import { CameraOutlined, DeleteOutlined } from "@ant-design/icons";
import { PROFILE_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { Button, Progress } from "antd";
import { CropDialog } from "../../../components/PhotoManager/CropDialog";
import { type ProfileImageKind, useRemoveProfileImage } from "../../../queries/profile";
import { toast } from "../../../stores/toastStore";
import { useProfileImageUpload } from "../useProfileImageUpload";

/** Takes the photo or cover off the profile, saying so. */
const RemoveImageButton = ({ kind, className }: { kind: ProfileImageKind; className: string }) => {
  const remove = useRemoveProfileImage(kind);
  const onClick = () =>
    remove.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: kind === "profile" ? PROFILE_TEXTS.photoRemoved : PROFILE_TEXTS.coverRemoved,
          variant: "success",
        }),
      onError: () =>
        toast({ title: WEB_TEXTS.errorTitle, description: PROFILE_TEXTS.removeFailed, variant: "destructive" }),
    });
  return (
    <Button className={className} icon={<DeleteOutlined aria-hidden />} onClick={onClick} loading={remove.isPending}>
      {kind === "profile" ? PROFILE_TEXTS.removePhoto : PROFILE_TEXTS.removeCover}
    </Button>
  );
};

/** "Remove photo" beside the member's name, while they have a photo. */
export const PhotoRemoveControl = ({ hasPhoto }: { hasPhoto: boolean }) =>
  hasPhoto ? <RemoveImageButton kind="profile" className="profile-photo-remove" /> : null;

/** The Crop dialog of a picked photo or cover, before it uploads. */
const ProfileCropDialog = ({ crop }: { crop: ReturnType<typeof useProfileImageUpload>["crop"] }) => (
  <CropDialog
    image={crop.image}
    position={{ n: 1, total: 1 }}
    initialRatio={crop.initialRatio}
    skipLabel={PROFILE_TEXTS.cancelCrop}
    onApply={crop.apply}
    onSkip={crop.cancel}
    onUnreadable={crop.unreadable}
    onTooSmall={crop.tooSmall}
  />
);

const WHITE = "#ffffff";
const FAINT_WHITE = "rgb(255 255 255 / 35%)";

/**
 * "Change Cover" (and "Remove cover" while there is one) in the cover's top corner, clear of the
 * avatar hanging from its foot at any text size; while uploading, the percent and a bar.
 */
export const CoverControl = ({ hasCover }: { hasCover: boolean }) => {
  const { choose, crop, progress, uploading } = useProfileImageUpload("cover");
  const percent = progress ?? 0;
  return (
    <>
      {uploading && (
        <div className="profile-cover-progress">
          <span className="profile-cover-progress-label" aria-hidden="true">
            {PROFILE_TEXTS.uploadingCoverPercent(percent)}
          </span>
          <Progress
            percent={percent}
            showInfo={false}
            status="active"
            size={{ height: 6 }}
            strokeColor={WHITE}
            railColor={FAINT_WHITE}
            aria-label={PROFILE_TEXTS.uploadingCover}
            aria-valuetext={`${percent}%`}
          />
        </div>
      )}
      <div className="profile-cover-actions">
        <Button
          className="profile-cover-button"
          icon={<CameraOutlined aria-hidden />}
          onClick={choose}
          loading={uploading}
          aria-label={PROFILE_TEXTS.changeCoverLabel}
        >
          {PROFILE_TEXTS.changeCover}
        </Button>
        {hasCover && !uploading && <RemoveImageButton kind="cover" className="profile-cover-button" />}
      </div>
      <ProfileCropDialog crop={crop} />
    </>
  );
};

/** The camera button on the avatar's edge; while uploading, the photo shows the percent. */
export const PhotoControl = () => {
  const { choose, crop, progress, uploading } = useProfileImageUpload("profile");
  const percent = progress ?? 0;
  return (
    <>
      {uploading && (
        <div className="profile-avatar-progress">
          <Progress
            type="circle"
            percent={percent}
            size={64}
            strokeColor={WHITE}
            railColor={FAINT_WHITE}
            format={(value) => `${value ?? 0}%`}
            styles={{ indicator: { color: WHITE, fontWeight: 600 } }}
            aria-label={PROFILE_TEXTS.uploadingPhoto}
            aria-valuetext={`${percent}%`}
          />
        </div>
      )}
      <Button
        className="profile-avatar-button"
        shape="circle"
        icon={<CameraOutlined aria-hidden />}
        onClick={choose}
        loading={uploading}
        aria-label={PROFILE_TEXTS.changePhotoLabel}
      />
      <ProfileCropDialog crop={crop} />
    </>
  );
};
