import { postVisibilityLabels, type Post } from '@takt/shared/schemas/posts';
import { formatDateTime } from '../../../lib/date-format.ts';
import { PostContent } from './post-content.tsx';

interface PostCardProps {
  post: Post;
  isAuthor: boolean;
  onDetail: (post: Post) => void;
  onEdit: (post: Post) => void;
  onDelete: (post: Post) => void;
  deleting: boolean;
}

/**
 * One post. Its content is the HTML the server sanitized before storing it (post-html.ts on the
 * server); it is rendered as is and never cleaned differently here.
 */
export function PostCard({ post, isAuthor, onDetail, onEdit, onDelete, deleting }: PostCardProps) {
  const headingId = `post-${post.id}-title`;
  return (
    <article className="card post-card" aria-labelledby={headingId}>
      <header className="card-header">
        <h3 id={headingId}>{post.title}</h3>
        <p className="card-meta muted">
          {post.author.ime} {post.author.prezime} ·{' '}
          <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
          {post.visibility !== 'public' && (
            <span className="badge">{postVisibilityLabels[post.visibility]}</span>
          )}
        </p>
      </header>
      <PostContent html={post.content} />
      {isAuthor && (
        <div className="row card-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onDetail(post)}
            aria-label={`Detalji: ${post.title}`}
          >
            Detalji
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onEdit(post)}
            aria-label={`Uredi: ${post.title}`}
          >
            Uredi
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={deleting}
            onClick={() => onDelete(post)}
            aria-label={`Obriši: ${post.title}`}
          >
            Obriši
          </button>
        </div>
      )}
    </article>
  );
}
