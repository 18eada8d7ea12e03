import { DocumentPage } from '../DocumentPage.tsx'
import { termsCopy } from './termsCopy.ts'

// The contact section follows the document (Layout): its requests (privacy rights, fraud reports) go through that form.
export default function Page() {
  return <DocumentPage copy={termsCopy} />
}
