import { postVisibilityLabels, type Post } from '@takt/shared/schemas/posts';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatDateTime } from '../../../lib/date-format.ts';
import { PostContent } from './post-content.tsx';

/** The author's detail view of a post: the content and its settings. */
export function PostDetailDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  return (
    <Modal open title={post.title} onClose={onClose} width="post">
      <dl className="detail-list">
        <div>
          <dt>Autor</dt>
          <dd>
            {post.author.ime} {post.author.prezime}
          </dd>
        </div>
        <div>
          <dt>Objavljeno</dt>
          <dd>{formatDateTime(post.createdAt)}</dd>
        </div>
        {post.updatedAt !== post.createdAt && (
          <div>
            <dt>Zadnja izmjena</dt>
            <dd>{formatDateTime(post.updatedAt)}</dd>
          </div>
        )}
        <div>
          <dt>Vidljivost</dt>
          <dd>{postVisibilityLabels[post.visibility]}</dd>
        </div>
        <div>
          <dt>Prikaz svim školama</dt>
          <dd>{post.showAllSchools ? 'Da' : 'Ne'}</dd>
        </div>
      </dl>
      <PostContent html={post.content} />
    </Modal>
  );
}
