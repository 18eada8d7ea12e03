import { DocumentPage } from '../DocumentPage.tsx'
import { terms } from '../../content/terms.ts'

// The contact section follows the document (Layout): its requests (privacy rights, fraud reports) go through that form.
export default function Page() {
  return <DocumentPage record={terms} />
}
