import { LoadingScreen } from './loading-screen.tsx';

/**
 * A whole screen that is still loading (the session being confirmed, a page's code outside any
 * layout): like every screen, it has a main landmark and a level-one heading, here the loading
 * message itself, so nothing reads as a page without either while it lasts.
 */
export function PageLoading() {
  return (
    <main id="main" className="page-loading">
      <LoadingScreen heading />
    </main>
  );
}
