import { useState } from 'react';
import type { Post } from '@takt/shared/schemas/posts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { usePostsFeed, type PostFeed } from '../api/posts-feed.ts';
import { PostCard } from './post-card.tsx';
import { PostDetailDialog } from './post-detail-dialog.tsx';
import { PostDialog } from './post-dialog.tsx';

const emptyTexts: Record<PostFeed, string> = {
  all: 'Nema objava za prikaz.',
  mine: 'Nemate objavljenih objava.',
};

/** A feed of posts with 'Učitaj još'; edit, delete and detail for the author's own posts. */
export function PostList({ feed, userId }: { feed: PostFeed; userId: number }) {
  const toast = useToast();
  const posts = usePostsFeed(feed);
  const remove = useDeletePost();
  const [editing, setEditing] = useState<Post | null>(null);
  const [detail, setDetail] = useState<Post | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);

  const confirmDelete = (post: Post) => {
    setDeleting(null);
    remove.mutate(post.id, {
      onSuccess: () => toast.show('Objava uspješno obrisana', 'success'),
      onError: (error) =>
        toast.show(isApiError(error) ? error.message : 'Greška pri brisanju objave', 'error'),
    });
  };

  if (posts.isPending) return <LoadingScreen message="Učitavanje objava..." />;
  if (posts.isError) {
    return (
      <p className="alert alert-error" role="alert">
        {isApiError(posts.error) ? posts.error.message : 'Greška pri dohvaćanju podataka'}
      </p>
    );
  }

  const items = posts.data.pages.flatMap((page) => page.posts);
  return (
    <div className="stack">
      {items.length === 0 && <p className="empty-state">{emptyTexts[feed]}</p>}
      {items.map((post) => (
        <PostCard
          key={post.id}
          post={post}
          isAuthor={post.author.id === userId}
          onDetail={setDetail}
          onEdit={setEditing}
          onDelete={setDeleting}
          deleting={remove.isPending && remove.variables === post.id}
        />
      ))}
      {posts.hasNextPage && (
        <button
          type="button"
          className="button button-secondary load-more"
          disabled={posts.isFetchingNextPage}
          onClick={() => void posts.fetchNextPage()}
        >
          {posts.isFetchingNextPage ? 'Učitavanje...' : 'Učitaj još'}
        </button>
      )}
      {editing && <PostDialog post={editing} onClose={() => setEditing(null)} />}
      {detail && <PostDetailDialog post={detail} onClose={() => setDetail(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Brisanje objave"
          message="Jeste li sigurni da želite obrisati ovu objavu?"
          confirmLabel="Obriši"
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
