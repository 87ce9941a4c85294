import { useEffect, useRef, useState } from 'react';

/**
 * Sheet music written in ABC notation, drawn as notes by abcjs. The library is loaded only when a
 * tune is shown, so it never weighs on /login or the document list.
 */
export function AbcNotation({ abc, title }: { abc: string; title: string }) {
  const target = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    import('abcjs')
      .then((abcjs) => {
        if (cancelled || !target.current) return;
        abcjs.renderAbc(target.current, abc, { responsive: 'resize', add_classes: true });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [abc]);
  return (
    <figure className="abc-figure">
      <div ref={target} className="abc-notation" role="img" aria-label={`Notni zapis: ${title}`} />
      {failed && <pre className="abc-source">{abc}</pre>}
    </figure>
  );
}
