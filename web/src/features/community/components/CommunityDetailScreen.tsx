import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CommunityDetail } from '@shared/schemas/community';
import { BackButton } from '@web/components/BackButton';
import { Loading } from '@web/components/Loading';
import { Tabs } from '@web/components/Tabs';
import { toast } from '@web/components/toast/toast-store';
import { ApiRequestError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCommunity } from '../api/get-community';
import { communitySportLabel } from '../community-labels';
import { COMMUNITY_MESSAGES } from '@shared/texts/community';
import { localMessage } from '@web/lib/i18n/local-message';
import { t } from '../texts';
import { CommunityActions } from './CommunityActions';
import { ShareIcon } from '@web/components/games/game-icons';
import { ShareButton } from '@web/components/share/ShareButton';
import type { ShareTarget } from '@web/components/share/share-links';

const communityShareTarget = (community: { id: string; name: string }): ShareTarget => ({
  title: community.name,
  text: t('community.page.shareText', { name: community.name }),
  url: `${window.location.origin}/community/${encodeURIComponent(community.id)}`,
});
import { CommunityImage } from './CommunityImage';
import { AboutTab } from './AboutTab';
import '../community.css';

// The page paints with the About tab; the other tabs load when opened (the first-load budget).
const OtherTabs = {
  events: lazy(() => import('./CommunityTabsContent').then((module) => ({ default: module.EventsTab }))),
  members: lazy(() => import('./CommunityTabsContent').then((module) => ({ default: module.MembersTab }))),
  reviews: lazy(() => import('./CommunityTabsContent').then((module) => ({ default: module.ReviewsTab }))),
};

const TAB_IDS = ['about', 'events', 'members', 'reviews'] as const;
type TabId = (typeof TAB_IDS)[number];

/** /community/{id}: header, tabs About, Events, Members, Reviews, and what the viewer may do. */
export function CommunityDetailScreen() {
  const { id = '' } = useParams();
  const query = useCommunity(id);
  const missing = !id || (query.error instanceof ApiRequestError && query.error.status === 404);
  useDocumentTitle(
    query.data?.community.name ?? (missing ? localMessage(COMMUNITY_MESSAGES.notFound) : t('community.page.title')),
  );

  useEffect(() => {
    if (query.error && !missing)
      toast({
        title: t('community.page.loadErrorTitle'),
        description: COMMUNITY_MESSAGES.loadFailed,
        variant: 'destructive',
      });
  }, [query.error, missing]);

  if (missing) {
    return (
      <section className="screen not-found" aria-labelledby="community-missing">
        <h1 id="community-missing">{localMessage(COMMUNITY_MESSAGES.notFound)}</h1>
        <p className="lead">{t('community.page.missingLead')}</p>
        <Link to="/community" className="btn btn-primary">
          {t('community.page.backToList')}
        </Link>
      </section>
    );
  }
  if (query.error) {
    return (
      <section className="screen not-found" aria-labelledby="community-error">
        <h1 id="community-error">{localMessage(COMMUNITY_MESSAGES.loadFailed)}</h1>
        <div className="actions">
          <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>
            {t('community.page.tryAgain')}
          </button>
          <Link to="/community" className="btn btn-secondary">
            {t('community.page.backToList')}
          </Link>
        </div>
      </section>
    );
  }
  const detail = query.data;
  if (!detail) return <Loading />;
  return detail.view === 'restricted' ? <PrivateCommunity detail={detail} /> : <FullCommunity detail={detail} />;
}

/** A private community shows a non-member its name and Request to Join only; the rest is for members. */
function PrivateCommunity({ detail }: { detail: Extract<CommunityDetail, { view: 'restricted' }> }) {
  return (
    <section className="screen community-private" aria-labelledby="community-name">
      <div className="editor-header">
        <BackButton fallback="/community" />
        <p className="badge">{t('community.page.private')}</p>
      </div>
      <h1 id="community-name">{detail.community.name}</h1>
      <p className="lead">{t('community.page.privateLead')}</p>
      <div className="community-actions">
        <CommunityActions
          communityId={detail.community.id}
          communityName={detail.community.name}
          membership={detail.membership}
          isOwner={false}
          requiresApproval
          myReview={null}
        />
      </div>
    </section>
  );
}

function OtherTab({
  tab,
  detail,
}: {
  tab: Exclude<TabId, 'about'>;
  detail: Extract<CommunityDetail, { view: 'full' }>;
}) {
  const Tab = OtherTabs[tab];
  return (
    <Suspense fallback={<Loading />}>
      <Tab detail={detail} />
    </Suspense>
  );
}

function FullCommunity({ detail }: { detail: Extract<CommunityDetail, { view: 'full' }> }) {
  const [tab, setTab] = useState<TabId>('about');
  const { community } = detail;
  const cover = community.cover_pic ?? community.banner_image;
  return (
    <article className="community-page">
      <div className="community-cover">
        {cover ? <img src={cover} alt="" width={1200} height={400} /> : null}
        <BackButton fallback="/community" />
      </div>
      <header className="community-header">
        <CommunityImage src={community.profile_pic} name={community.name} size="large" />
        <h1>{community.name}</h1>
        <div className="community-facts">
          <p className="community-card-sport">{community.sports.map(communitySportLabel).join(' · ')}</p>
          <p>{community.location}</p>
          {!community.is_public ? <p className="badge">{t('community.page.private')}</p> : null}
        </div>
        <div className="community-actions">
          <CommunityActions
            communityId={community.id}
            communityName={community.name}
            membership={detail.membership}
            isOwner={detail.is_owner}
            requiresApproval={community.requires_approval}
            myReview={detail.my_review}
          />
          <ShareButton target={communityShareTarget(community)} className="btn btn-secondary">
            <ShareIcon /> {t('community.page.share')}
          </ShareButton>
        </div>
      </header>
      <div className="community-body">
        <Tabs
          label={t('community.page.sections')}
          tabs={TAB_IDS.map((id) => ({ id, label: t(`community.tab.${id}`) }))}
          selected={tab}
          onSelect={setTab}
        >
          {tab === 'about' ? <AboutTab detail={detail} /> : <OtherTab tab={tab} detail={detail} />}
        </Tabs>
      </div>
    </article>
  );
}
