import { type CurrentUser, MESSAGING_TEXTS, SCREEN_TEXTS, WEB_TEXTS } from "@kindred/contract";
import { Spin } from "antd";
import { type ComponentProps, Suspense } from "react";
import { useSearchParams } from "react-router";
import { MembersOnly } from "../../components/gates";
import { lazyScene } from "../../lib/lazyScene";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMyMatches } from "../../queries/matches";
import type { ConversationPane as LoadedConversationPane } from "./components/ConversationPane";
import { MatchListPanel } from "./components/MatchListPanel";
import "./messages.css";

/**
 * The conversation (with its bookings, references and composer) is a chunk of its own: the page
 * opens on the list of matches, and evaluating that chunk while the page loads made it busy for
 * longer (Lighthouse counted it, even once deferred to an idle moment). It is loaded when a match
 * is about to be chosen (the pointer over the page, or focus moving in it), or at once when one is.
 */
const ConversationPane = lazyScene<ComponentProps<typeof LoadedConversationPane>>(() =>
  import("./components/ConversationPane").then((module) => ({ default: module.ConversationPane })),
);

/** Worded when shown, in the language on screen. */
const LoadingConversation = () => (
  <section className="panel conversation-pane">
    <div className="pane-placeholder" role="status">
      <Spin />
      <span className="visually-hidden">{MESSAGING_TEXTS.loadingConversation}</span>
    </div>
  </section>
);

/** Starts loading the conversation; a failed load is shown (by the error screen) when a match is chosen. */
const preloadConversation = () => void ConversationPane.preload().catch(() => undefined);

/** The chosen match lives in `?match=<id>`, so links (notifications, dashboard) preselect it. */
const Messages = ({ user }: { user: CurrentUser }) => {
  usePageTitle(WEB_TEXTS.pageTitles.messages);
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get("match");
  const matches = useMyMatches(user.id);
  const list = matches.data ?? [];

  return (
    <div className={selectedId ? "messages-page has-selection" : "messages-page"}>
      <h1 className="messages-heading">{WEB_TEXTS.pageTitles.messages}</h1>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: no action here, only a head start for the conversation's code. */}
      <div className="messages-layout" onPointerOver={preloadConversation} onFocus={preloadConversation}>
        <MatchListPanel matches={list} selectedId={selectedId} isLoading={matches.isLoading} />
        {selectedId ? (
          <Suspense fallback={<LoadingConversation />}>
            <ConversationPane
              key={selectedId}
              matchId={selectedId}
              viewer={user}
              listItem={list.find((match) => match.id === selectedId)}
              onBack={() => setSearchParams({})}
            />
          </Suspense>
        ) : (
          <section className="panel conversation-pane conversation-empty" aria-labelledby="select-match-title">
            <h2 id="select-match-title" className="pane-placeholder-title">
              {SCREEN_TEXTS.selectMatch}
            </h2>
            <p className="muted">{MESSAGING_TEXTS.pickConversation}</p>
          </section>
        )}
      </div>
    </div>
  );
};

export const MessagesScene = () => (
  <MembersOnly title={WEB_TEXTS.pageTitles.messages} prompt={SCREEN_TEXTS.messagesSignIn}>
    {(user) => <Messages user={user} />}
  </MembersOnly>
);

export default MessagesScene;
