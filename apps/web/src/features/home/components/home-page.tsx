import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { siteSettings } from '../../../lib/site-config.ts';
import { useSession } from '../../../lib/session.ts';
import { useActivePolls } from '../api/active-polls.ts';
import {
  isMentorSide,
  maySeePolls as maySeePollsFor,
  resolveTab,
  shouldSwitchToPolls,
  tabsFor,
} from '../home-tabs.ts';
import { HomeTabNav } from './home-tab-nav.tsx';
import { PollIndicator } from './poll-indicator.tsx';
import { PollsTab } from './polls-tab.tsx';
import { PostsTab } from './posts-tab.tsx';
import { QuickActions } from './quick-actions.tsx';
import { SearchTab } from './search-tab.tsx';
import '../home.css';
import '../polls.css';
import '../search.css';

/** /user, 'Naslovna' (spec §2): posts, the author's own posts, polls and user search. */
export default function HomePage() {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('tab');
  const showPolls = user ? maySeePollsFor(user) : false;
  const polls = useActivePolls(showPolls);
  const pollCount = polls.data?.length ?? 0;

  useEffect(() => {
    if (user && shouldSwitchToPolls(param, user, pollCount)) {
      setSearchParams({ tab: 'polls' }, { replace: true });
    }
  }, [param, user, pollCount, setSearchParams]);

  if (!user) return null;
  const mentor = isMentorSide(user);
  const tab = resolveTab(param, user);

  return (
    <div className="page stack home-page">
      <h1>Naslovna</h1>
      <HomeTabNav tabs={tabsFor(user)} active={tab} />
      {tab === 'posts' && (
        <>
          <QuickActions isAdmin={user.isAdmin} activePollCount={pollCount} showPolls={showPolls} />
          <PostsTab
            feed="all"
            userId={user.id}
            canWrite={mentor}
            headingId="posts-heading"
            heading="Objave"
          />
        </>
      )}
      {tab === 'my-posts' && (
        <PostsTab
          feed="mine"
          userId={user.id}
          canWrite={mentor}
          headingId="my-posts-heading"
          heading="Moje objave"
        />
      )}
      {tab === 'polls' && (
        <PollsTab
          userId={user.id}
          isMentor={mentor}
          maySeePolls={showPolls}
          polls={{ data: polls.data, isPending: polls.isPending, error: polls.error }}
        />
      )}
      {tab === 'search' && <SearchTab />}
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
