import { BottomBar } from './bottom-bar.tsx';
import { PageOutlet } from './page-outlet.tsx';
import { TopBar } from './top-bar.tsx';

/** Frame of every signed-in page: top bar, the page, bottom navigation. */
export function SignedInLayout() {
  return (
    <div className="signed-in">
      <a className="skip-link" href="#main">
        Preskoči na sadržaj
      </a>
      <TopBar />
      <main id="main" className="signed-in-main">
        <PageOutlet />
      </main>
      <BottomBar />
    </div>
  );
}
