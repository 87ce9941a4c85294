import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { maySeePolls, mayWritePosts } from '@takt/shared/policy';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { UnconfirmedMentorNotice } from '../../../components/unconfirmed-mentor-notice.tsx';
import { useActivePolls } from '../../../features/polls/api/active-polls.ts';
import { InvoiceBalanceCard } from '../../../features/invoices/components/invoice-balance-card.tsx';
import { PollIndicator } from '../../../features/polls/components/poll-indicator.tsx';
import { PollsTab } from '../../../features/polls/components/polls-tab.tsx';
import { PostsTab } from '../../../features/posts/components/posts-tab.tsx';
import { ProfilePopup } from '../../../features/profile-popup/components/profile-popup.tsx';
import { NextLessonCard } from '../../../features/schedule/components/next-lesson-card.tsx';
import { SearchTab } from '../../../features/search/components/search-tab.tsx';
import { siteSettings } from '../../../lib/site-config.ts';
import { useSession } from '../../../lib/session.ts';
import { resolveTab, shouldSwitchToPolls, tabsFor, unansweredPollCount } from './home-tabs.ts';
import { HomeTabNav } from './home-tab-nav.tsx';
import { QuickActions } from './quick-actions.tsx';
import './home.css';

/**
 * /user, 'Naslovna' (spec §2): the tabs of posts, the author's own posts, polls and user search,
 * each a feature of its own; a search result opens the profile popup.
 */
export default function HomePage() {
  const { user } = useSession();
  const [profileId, setProfileId] = useState<number | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('tab');
  const showPolls = user ? maySeePolls(user) : false;
  const polls = useActivePolls(showPolls);
  const pollCount = polls.data?.length ?? 0;
  const unanswered = user ? unansweredPollCount(polls.data, user.id) : 0;

  useEffect(() => {
    if (user && shouldSwitchToPolls(param, user, unanswered)) {
      setSearchParams({ tab: 'polls' }, { replace: true });
    }
  }, [param, user, unanswered, setSearchParams]);

  if (!user) return null;
  const staff = mayWritePosts(user);
  const tab = resolveTab(param, user);

  return (
    <div className="page stack home-page">
      <h1>Naslovna</h1>
      <UnconfirmedMentorNotice user={user} />
      {tab === 'posts' && <NextLessonCard />}
      <HomeTabNav tabs={tabsFor(user)} active={tab} />
      {tab === 'posts' && (
        <>
          {user.isStudent && <InvoiceBalanceCard unpaid={user.hasUnpaidInvoice} />}
          <QuickActions isAdmin={user.isAdmin} activePollCount={pollCount} showPolls={showPolls} />
          <PostsTab
            feed="all"
            userId={user.id}
            canWrite={staff}
            headingId="posts-heading"
            heading="Objave"
          />
        </>
      )}
      {tab === 'my-posts' && (
        <PostsTab
          feed="mine"
          userId={user.id}
          canWrite={staff}
          headingId="my-posts-heading"
          heading="Moje objave"
        />
      )}
      {tab === 'polls' && (
        <PollsTab
          userId={user.id}
          isMentor={staff}
          maySeePolls={showPolls}
          polls={{ data: polls.data, isPending: polls.isPending, error: polls.error }}
        />
      )}
      {tab === 'search' && <SearchTab onSelectUser={setProfileId} />}
      {profileId !== null && <ProfilePopup userId={profileId} onClose={() => setProfileId(null)} />}
      {siteSettings.providerWebsiteUrl && (
        <p className="home-footer">
          <ExternalLink href={siteSettings.providerWebsiteUrl}>
            Web stranica pružatelja usluge
          </ExternalLink>
        </p>
      )}
      {showPolls && polls.data && <PollIndicator pollIds={polls.data.map((p) => p.id)} />}
    </div>
  );
}
