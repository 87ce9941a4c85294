import { useSession } from '../../../lib/session.ts';

/** /user: the signed-in home. Posts and polls arrive with their own issue. */
export default function HomePage() {
  const { user } = useSession();
  return (
    <div className="page stack">
      <h1>Naslovna</h1>
      {user && (
        <p>
          Dobro došli, {user.ime} {user.prezime}!
        </p>
      )}
      <section className="card" aria-labelledby="posts-title">
        <h2 id="posts-title">Objave</h2>
        <p className="muted">Objave i ankete su u izradi.</p>
      </section>
    </div>
  );
}
