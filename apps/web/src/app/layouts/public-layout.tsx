import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { PRODUCT_NAME } from '../../lib/site-config.ts';
import { PageOutlet } from './page-outlet.tsx';

/** Frame of the public pages other than welcome, login and error. */
export function PublicLayout() {
  return (
    <div className="public">
      <header className="welcome-header">
        <Link to="/" className="brand brand-link">
          <Logo size={40} />
          <span className="brand-name">{PRODUCT_NAME}</span>
        </Link>
        <ThemeToggle />
      </header>
      <main id="main">
        <PageOutlet />
      </main>
    </div>
  );
}
