import { zodResolver } from "@hookform/resolvers/zod";
import { type CurrentUser, SCREEN_TEXTS, SUCCESS_MESSAGES, WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { ProfileFields } from "../../../components/ProfileForm/ProfileFields";
import {
  type ProfileFormInput,
  type ProfileFormOutput,
  profileFormSchema,
  toProfileFormValues,
} from "../../../components/ProfileForm/profileForm";
import { useSaveProfile } from "../../../components/ProfileForm/useSaveProfile";
import { toast } from "../../../stores/toastStore";

export const ProfileEditForm = ({ user, onDone }: { user: CurrentUser; onDone: () => void }) => {
  const { control, handleSubmit, setError, setFocus } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toProfileFormValues(user),
  });
  // The form opens below the header: start the member in its first field.
  useEffect(() => setFocus("firstName"), [setFocus]);
  const { save, isPending } = useSaveProfile(setError);

  const onSubmit = handleSubmit((values) =>
    save(values, () => {
      toast({ title: SUCCESS_MESSAGES.profileUpdated, variant: "success" });
      onDone();
    }),
  );

  return (
    <section className="panel" aria-labelledby="edit-profile-title">
      <h2 id="edit-profile-title">{WEB_TEXTS.profile.editProfile}</h2>
      <form onSubmit={onSubmit} noValidate className="stacked-form">
        <ProfileFields control={control} idPrefix="profile" />
        <div className="form-actions">
          <Button onClick={onDone} disabled={isPending}>
            {WEB_TEXTS.profile.cancel}
          </Button>
          <Button type="primary" htmlType="submit" loading={isPending}>
            {isPending ? SCREEN_TEXTS.saving : SCREEN_TEXTS.saveProfile}
          </Button>
        </div>
      </form>
    </section>
  );
};
