import { ImportScreen } from './import-page.tsx';

/** /mentori/uvoz: the mentors' import (template, preview, fixes in place, commit). */
export default function MentorImportPage() {
  return <ImportScreen kind="mentors" />;
}
