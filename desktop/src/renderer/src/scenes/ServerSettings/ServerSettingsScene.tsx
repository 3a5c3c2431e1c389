import { DESKTOP_TEXTS, desktopServerUrl } from "@kindred/contract";
import { Alert, Button, Input } from "antd";
import { type FormEvent, useEffect, useId, useState } from "react";
import { usePageTitle } from "../../lib/usePageTitle";
import { getPlatform } from "../../platform";
import { clearPersistedCache } from "../../queries/persistedCache";
import { NotFoundScene } from "../NotFound/NotFoundScene";

const t = DESKTOP_TEXTS.server;

type Check = { reachable: boolean; serverUrl: string } | null;

/** Desktop only: which server the app talks to (first run and the Server settings menu item). */
export const ServerSettingsScene = () => {
  usePageTitle(t.title);
  const server = getPlatform().server;
  const inputId = useId();
  const [address, setAddress] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [check, setCheck] = useState<Check>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void server?.get().then((current) => setAddress(current.serverUrl));
  }, [server]);

  if (!server) return <NotFoundScene />;

  /** The typed address when it is one, showing the rule it breaks otherwise. */
  const validAddress = () => {
    const parsed = desktopServerUrl.safeParse(address.trim());
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? t.invalidUrl));
    return parsed.success ? parsed.data : null;
  };

  const test = async () => {
    const valid = validAddress();
    if (!valid) return;
    setBusy(true);
    setCheck(await server.test(valid));
    setBusy(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const valid = validAddress();
    if (!valid) return;
    setBusy(true);
    // The app starts over on the new server: nothing loaded from the old one may show there.
    clearPersistedCache();
    await server.save(valid);
  };

  return (
    <section className="panel auth-card" aria-labelledby="server-title">
      <h1 id="server-title">{t.title}</h1>
      <p>{t.intro}</p>
      <form onSubmit={save} noValidate>
        <label htmlFor={inputId}>{t.urlLabel}</label>
        <Input
          id={inputId}
          value={address}
          inputMode="url"
          status={problem ? "error" : undefined}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
            setCheck(null);
          }}
        />
        {problem && (
          <p id={`${inputId}-problem`} className="field-error" role="alert">
            {problem}
          </p>
        )}
        {check && (
          <Alert
            role="status"
            type={check.reachable ? "success" : "error"}
            title={check.reachable ? t.reachable(check.serverUrl) : t.unreachable(check.serverUrl)}
          />
        )}
        <Button onClick={test} disabled={busy}>
          {t.test}
        </Button>
        <Button type="primary" htmlType="submit" disabled={busy}>
          {t.save}
        </Button>
      </form>
    </section>
  );
};

export default ServerSettingsScene;
