import { CheckCircleFilled } from "@ant-design/icons";
import { EDIT_SUCCESS_BANNER_MS, LISTING_TEXTS, SCREEN_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { type FormEventHandler, type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";

const t = LISTING_TEXTS.edit;

/** The success banner, shown for EDIT_SUCCESS_BANNER_MS after each save; `show()` restarts it. */
export const useSuccessBanner = () => {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), EDIT_SUCCESS_BANNER_MS);
  };
  return { visible, show };
};

/** Scrolled into view when it appears: Save sits at the bottom of a long form, the banner at the top. */
const SuccessBanner = ({ visible }: { visible: boolean }) => {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (visible) banner.current?.scrollIntoView({ block: "nearest" });
  }, [visible]);
  return (
    <div role="status" aria-live="polite" className="success-banner-slot">
      {visible && (
        <div ref={banner} className="success-banner">
          <CheckCircleFilled aria-hidden /> {t.saved}
        </div>
      )}
    </div>
  );
};

interface EditListingPanelProps {
  title: string;
  /** The listing's detail page, for the View listing link. */
  listingPath: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  bannerVisible: boolean;
  saving: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/** What the Edit Request and Edit Offer screens share: heading, success banner, Cancel and Save. */
export const EditListingPanel = ({
  title,
  listingPath,
  onSubmit,
  bannerVisible,
  saving,
  children,
}: EditListingPanelProps) => (
  <section className="panel edit-panel" aria-labelledby="edit-title">
    <div className="edit-heading">
      <h1 id="edit-title">{title}</h1>
      <Link to={listingPath}>{t.viewListing}</Link>
    </div>
    <SuccessBanner visible={bannerVisible} />
    <form onSubmit={onSubmit} noValidate className="stacked-form listing-form">
      {children}
      <div className="form-actions">
        <Link to="/" className="link-button">
          {t.cancel}
        </Link>
        <Button type="primary" htmlType="submit" size="large" loading={saving}>
          {saving ? SCREEN_TEXTS.saving : t.save}
        </Button>
      </div>
    </form>
  </section>
);
