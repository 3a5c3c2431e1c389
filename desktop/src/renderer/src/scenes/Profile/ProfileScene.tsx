import { EditOutlined, EnvironmentOutlined } from "@ant-design/icons";
import { type CurrentUser, displayName, PROFILE_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { useEffect, useRef, useState } from "react";
import { MembersOnly } from "../../components/gates";
import { initialsOf } from "../../lib/initials";
import { usePageTitle } from "../../lib/usePageTitle";
import { ProfileEditForm } from "./components/ProfileEditForm";
import { CoverControl, PhotoControl, PhotoRemoveControl } from "./components/ProfileImageControls";
import { CoverImage, ProfilePhoto } from "./components/ProfileImages";
import { ProfileView } from "./components/ProfileView";
import { SafetyLists } from "./components/SafetyLists";
import { YourData } from "./components/YourData";
import "./profile.css";

const Profile = ({ user }: { user: CurrentUser }) => {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const name = displayName(user);
  // Back from the form (saved or cancelled), the focus returns to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  usePageTitle(WEB_TEXTS.pageTitles.profile);
  return (
    <div className="profile-page">
      <section className="profile-header" aria-labelledby="profile-name">
        <div className="profile-cover">
          <CoverImage url={user.coverImageUrl} />
          <CoverControl hasCover={Boolean(user.coverImageUrl)} />
        </div>
        <div className="profile-identity">
          <div className="profile-avatar-frame">
            <ProfilePhoto url={user.profileImageUrl} alt={PROFILE_TEXTS.photoAlt(name)} initials={initialsOf(user)} />
            <PhotoControl />
          </div>
          <div className="profile-identity-text">
            <h1 id="profile-name">{name}</h1>
            {user.location && (
              <p className="profile-location">
                <EnvironmentOutlined aria-hidden /> {user.location}
              </p>
            )}
          </div>
          <PhotoRemoveControl hasPhoto={Boolean(user.profileImageUrl)} />
          {!editing && (
            <Button
              ref={editButton}
              icon={<EditOutlined aria-hidden />}
              onClick={() => setEditing(true)}
              className="profile-edit-button"
            >
              {WEB_TEXTS.profile.editProfile}
            </Button>
          )}
        </div>
      </section>
      {editing ? <ProfileEditForm user={user} onDone={() => setEditing(false)} /> : <ProfileView user={user} />}
      <SafetyLists />
      <YourData />
    </div>
  );
};

/** /profile and /my-listings: the member's profile, photo and cover, and their own listings. */
export const ProfileScene = () => (
  <MembersOnly title={WEB_TEXTS.pageTitles.profile} prompt={WEB_TEXTS.signInPrompts.profile}>
    {(user) => <Profile user={user} />}
  </MembersOnly>
);

export default ProfileScene;
