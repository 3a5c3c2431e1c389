import { zodResolver } from "@hookform/resolvers/zod";
import {
  EMAIL_FREQUENCIES,
  EMAIL_PREFERENCE_TEXTS,
  EMAILED_NOTIFICATION_TYPES,
  type NotificationPreferences,
  notificationPreferences,
} from "@kindred/contract";
import { Alert, Button, Modal, Radio } from "antd";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useBlocker } from "react-router";
import { MembersOnly } from "../../components/gates";
import { usePageTitle } from "../../lib/usePageTitle";
import { useNotificationPreferences, useSaveNotificationPreferences } from "../../queries/emailPreferences";
import { toast } from "../../stores/toastStore";
// The same framed groups as the listing forms' choices.
import "../../components/ListingForm/listingForm.css";
import "./notificationPreferences.css";

const t = EMAIL_PREFERENCE_TEXTS;

/** One radio group per notification type; arrow keys move within a group, Tab between groups. */
const PreferencesForm = ({ initial }: { initial: NotificationPreferences }) => {
  const save = useSaveNotificationPreferences();
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, reset, formState } = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferences),
    defaultValues: initial,
  });
  // A change after saving hides the confirmation, so it never describes an unsaved form.
  useEffect(() => {
    if (formState.isDirty) setSaved(false);
  }, [formState.isDirty]);
  // Unsaved choices are not lost by accident: leaving asks first (in the app and for the tab).
  const unsaved = formState.isDirty && !save.isPending;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (stored) => {
        reset(stored ?? values);
        // Confirmed in place, beside the button, rather than in a toast that fades.
        setSaved(true);
      },
      onError: () => toast({ title: t.failed, variant: "destructive" }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="stacked-form preferences-form">
      {EMAILED_NOTIFICATION_TYPES.map((type) => (
        <Controller
          key={type}
          control={control}
          name={type}
          render={({ field }) => (
            <fieldset className="choice-group">
              <legend className="choice-group-legend">{t.types[type]}</legend>
              <Radio.Group
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                optionType="button"
                buttonStyle="solid"
              >
                {EMAIL_FREQUENCIES.map((frequency) => (
                  <Radio.Button key={frequency} value={frequency}>
                    {t.frequencies[frequency]}
                  </Radio.Button>
                ))}
              </Radio.Group>
            </fieldset>
          )}
        />
      ))}
      <div className="form-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t.save}
        </Button>
      </div>
      {saved && <Alert type="success" showIcon role="status" message={t.saved} />}
      <p className="muted preferences-unsaved" role="status">
        {unsaved ? t.unsaved : ""}
      </p>
      <Modal
        open={blocker.state === "blocked"}
        title={<h2 className="dialog-title">{t.leaveTitle}</h2>}
        onCancel={() => blocker.reset?.()}
        footer={[
          <Button key="leave" danger onClick={() => blocker.proceed?.()}>
            {t.leave}
          </Button>,
          <Button key="stay" type="primary" onClick={() => blocker.reset?.()} autoFocus>
            {t.stay}
          </Button>,
        ]}
      >
        <p>{t.leaveText}</p>
      </Modal>
    </form>
  );
};

const Preferences = () => {
  const preferences = useNotificationPreferences();
  usePageTitle(t.pageTitle);
  return (
    <section className="panel preferences-page" aria-labelledby="preferences-title">
      <h1 id="preferences-title">{t.title}</h1>
      <p className="muted">{t.intro}</p>
      {preferences.data ? (
        <PreferencesForm initial={preferences.data} />
      ) : preferences.isError ? (
        <Alert type="error" showIcon message={t.loadFailed} />
      ) : (
        <p className="muted" role="status">
          {t.loading}
        </p>
      )}
    </section>
  );
};

/** /notification-preferences: which notifications a member gets by email, and how often. */
export const NotificationPreferencesScene = () => (
  <MembersOnly title={t.pageTitle} prompt={t.signInPrompt}>
    {() => <Preferences />}
  </MembersOnly>
);

export default NotificationPreferencesScene;
