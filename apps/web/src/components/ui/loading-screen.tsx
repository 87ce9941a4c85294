interface LoadingScreenProps {
  message?: string;
  /** 0–100; shows a progress bar when given. */
  progress?: number;
  /** The message is the screen's level-one heading (a whole screen loading, see PageLoading). */
  heading?: boolean;
}

/** Full-area loading state with a live message (spec §2: default 'Učitavanje...'). */
export function LoadingScreen({
  message = 'Učitavanje...',
  progress,
  heading = false,
}: LoadingScreenProps) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      {heading ? <h1 className="loading-screen-message">{message}</h1> : <p>{message}</p>}
      {progress !== undefined && (
        <progress max={100} value={Math.min(100, Math.max(0, progress))} aria-label={message}>
          {Math.round(progress)}%
        </progress>
      )}
    </div>
  );
}
