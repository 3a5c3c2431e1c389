import { zodResolver } from "@hookform/resolvers/zod";
import { type CurrentUser, SCREEN_TEXTS, SUCCESS_MESSAGES, WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { MembersOnly } from "../../components/gates";
import { ProfileFields } from "../../components/ProfileForm/ProfileFields";
import {
  type ProfileFormInput,
  type ProfileFormOutput,
  profileFormSchema,
  toProfileFormValues,
} from "../../components/ProfileForm/profileForm";
import { useSaveProfile } from "../../components/ProfileForm/useSaveProfile";
import { usePageTitle } from "../../lib/usePageTitle";
import { toast } from "../../stores/toastStore";
import "./profileSetup.css";

const ProfileSetupForm = ({ user }: { user: CurrentUser }) => {
  const navigate = useNavigate();
  usePageTitle(WEB_TEXTS.pageTitles.profileSetup);
  const { control, handleSubmit, setError } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toProfileFormValues(user),
  });
  const { save, isPending } = useSaveProfile(setError);

  const onSubmit = handleSubmit((values) =>
    save(values, () => {
      toast({ title: SUCCESS_MESSAGES.profileCreated, variant: "success" });
      navigate("/");
    }),
  );

  return (
    <section className="panel narrow-panel" aria-labelledby="profile-setup-title">
      <h1 id="profile-setup-title">{SCREEN_TEXTS.profileSetupTitle}</h1>
      <p className="muted">{WEB_TEXTS.profile.setupIntro}</p>
      <form onSubmit={onSubmit} noValidate className="stacked-form">
        <ProfileFields control={control} idPrefix="setup" />
        <Button type="primary" size="large" htmlType="submit" block loading={isPending}>
          {isPending ? SCREEN_TEXTS.saving : WEB_TEXTS.profile.setupSubmit}
        </Button>
      </form>
    </section>
  );
};

export const ProfileSetupScene = () => (
  <MembersOnly title={WEB_TEXTS.pageTitles.profileSetup} prompt={WEB_TEXTS.signInPrompts.profileSetup}>
    {(user) => <ProfileSetupForm user={user} />}
  </MembersOnly>
);

export default ProfileSetupScene;
