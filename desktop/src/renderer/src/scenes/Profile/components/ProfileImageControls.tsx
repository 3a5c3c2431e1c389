import { CameraOutlined } from "@ant-design/icons";
import { PROFILE_TEXTS } from "@kindred/contract";
import { Button, Progress } from "antd";
import { useProfileImageUpload } from "../useProfileImageUpload";

const WHITE = "#ffffff";
const FAINT_WHITE = "rgb(255 255 255 / 35%)";

/** "Change Cover" in the cover's corner; while uploading, the percent and a bar along the cover's foot. */
export const CoverControl = () => {
  const { choose, progress, uploading } = useProfileImageUpload("cover");
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
      <Button
        className="profile-cover-button"
        icon={<CameraOutlined aria-hidden />}
        onClick={choose}
        loading={uploading}
        aria-label={PROFILE_TEXTS.changeCoverLabel}
      >
        {PROFILE_TEXTS.changeCover}
      </Button>
    </>
  );
};

/** The camera button on the avatar's edge; while uploading, the photo shows the percent. */
export const PhotoControl = () => {
  const { choose, progress, uploading } = useProfileImageUpload("profile");
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
    </>
  );
};
