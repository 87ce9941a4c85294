import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { POST_DIALOG_CLOSE_MS } from '@takt/shared/constants';
import {
  postInputSchema,
  type Post,
  type PostFormValues,
  type PostInput,
} from '@takt/shared/schemas/posts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useUnsavedChangesGuard } from '../../../components/ui/unsaved-changes.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCreatePost } from '../api/create-post.ts';
import { useUpdatePost } from '../api/update-post.ts';
import { PostFormFields } from './post-form-fields.tsx';

interface PostDialogProps {
  /** The post to edit; null writes a new one. */
  post: Post | null;
  onClose: () => void;
  onSaved?: (post: Post) => void;
}

type Status = { kind: 'success' | 'error'; text: string } | null;

const texts = {
  create: {
    title: 'Nova objava',
    ok: 'Objava uspješno kreirana',
    fail: 'Greška pri kreiranju objave',
  },
  edit: {
    title: 'Uredi objavu',
    ok: 'Objava uspješno ažurirana',
    fail: 'Greška pri ažuriranju objave',
  },
};

/** 'Nova objava' and 'Uredi objavu' (spec §2, §4, §8), mounted while open. */
export function PostDialog({ post, onClose, onSaved }: PostDialogProps) {
  const t = post ? texts.edit : texts.create;
  const create = useCreatePost();
  const update = useUpdatePost();
  const saving = create.isPending || update.isPending;
  const [status, setStatus] = useState<Status>(null);
  const [saved, setSaved] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PostFormValues, unknown, PostInput>({
    resolver: zodResolver(postInputSchema),
    defaultValues: {
      title: post?.title ?? '',
      content: post?.content ?? '',
      visibility: post?.visibility ?? 'public',
      showAllSchools: post?.showAllSchools ?? false,
    },
  });

  const guard = useUnsavedChangesGuard(isDirty && !saved, onClose);
  // Spec §4: after a success the message stays for 1.5 s, then the dialog closes.
  // The parent re-renders when the lists refetch; the timer must not restart then.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => onCloseRef.current(), POST_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const busy = saving || saved;
  const submit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      const response = post
        ? await update.mutateAsync({ id: post.id, input: values })
        : await create.mutateAsync(values);
      setSaved(true);
      reset(values);
      setStatus({ kind: 'success', text: t.ok });
      onSaved?.(response.post);
    } catch (error) {
      setStatus({
        kind: 'error',
        text: isApiError(error) && error.message ? error.message : t.fail,
      });
    }
  });

  // Spec §5: a second submit while one is validating or saving is dropped (a ref, not state,
  // so two clicks within one render are caught too).
  const inFlight = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || busy) return;
    inFlight.current = true;
    void submit(event).finally(() => {
      inFlight.current = false;
    });
  };

  return (
    <Modal open title={t.title} onClose={guard.requestClose} width="post">
      <form className="stack" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <PostFormFields control={control} register={register} errors={errors} />
        {status && (
          <p
            className={`alert ${status.kind === 'success' ? 'alert-success' : 'alert-error'}`}
            role={status.kind === 'success' ? 'status' : 'alert'}
          >
            {status.text}
          </p>
        )}
        <div className="row dialog-actions">
          <button type="button" className="button button-secondary" onClick={guard.requestClose}>
            Odustani
          </button>
          <button type="submit" className="button" disabled={busy}>
            {saving ? 'Spremanje...' : 'Spremi'}
          </button>
        </div>
      </form>
      {guard.dialog}
    </Modal>
  );
}
