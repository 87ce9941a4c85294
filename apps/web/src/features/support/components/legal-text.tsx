/** Plain text of a legal document: paragraphs separated by blank lines. */
export function LegalText({ text }: { text: string }) {
  return (
    <div className="legal-text">
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
    </div>
  );
}
