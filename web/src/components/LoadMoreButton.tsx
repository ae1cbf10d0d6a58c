import { BusyButton } from './form';
import { t } from './texts';

/** What a paged list's query tells the button: whether there is more, and how to get it. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** 'Load more' under a paged list while a next page exists, busy while it comes. */
export function LoadMoreButton({ pages }: { pages: MorePages }) {
  if (!pages.hasNextPage) return null;
  return (
    <BusyButton
      busy={pages.isFetchingNextPage}
      busyLabel={t('common.loading')}
      className="btn btn-secondary"
      onClick={() => void pages.fetchNextPage()}
    >
      {t('common.loadMore')}
    </BusyButton>
  );
}
