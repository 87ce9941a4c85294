import { Link } from 'react-router';
import { homeTabLabels, type HomeTab } from './home-tabs.ts';

/** The home page's tabs as links that set `?tab=` (so each tab has its own address). */
export function HomeTabNav({ tabs, active }: { tabs: HomeTab[]; active: HomeTab }) {
  return (
    <nav aria-label="Kartice naslovne">
      <ul className="home-tabs">
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              to={`/user?tab=${tab}`}
              className="home-tab"
              aria-current={tab === active ? 'page' : undefined}
            >
              {homeTabLabels[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
