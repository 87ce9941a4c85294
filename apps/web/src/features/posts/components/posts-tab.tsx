import { useState } from 'react';
import type { PostFeed } from '../api/posts-feed.ts';
import { PostDialog } from './post-dialog.tsx';
import { PostList } from './post-list.tsx';
import '../posts.css';

interface PostsTabProps {
  feed: PostFeed;
  userId: number;
  canWrite: boolean;
  headingId: string;
  heading: string;
}

/** 'Objave' and 'Moje objave': the list, and 'Nova objava' for mentors. */
export function PostsTab({ feed, userId, canWrite, headingId, heading }: PostsTabProps) {
  const [creating, setCreating] = useState(false);
  return (
    <section className="stack" aria-labelledby={headingId}>
      <div className="section-header">
        <h2 id={headingId}>{heading}</h2>
        {canWrite && (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            Nova objava
          </button>
        )}
      </div>
      <PostList feed={feed} userId={userId} />
      {creating && <PostDialog post={null} onClose={() => setCreating(false)} />}
    </section>
  );
}
