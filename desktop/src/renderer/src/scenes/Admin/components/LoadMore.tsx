import { COMMUNITY_TEXTS } from "@kindred/contract";
import { Button } from "antd";

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}

/** The next page of a cursor-paged admin list. */
export const LoadMore = ({ hasMore, loading, onLoad }: LoadMoreProps) =>
  hasMore ? (
    <div className="admin-load-more">
      <Button onClick={onLoad} loading={loading}>
        {COMMUNITY_TEXTS.admin.loadMore}
      </Button>
    </div>
  ) : null;
