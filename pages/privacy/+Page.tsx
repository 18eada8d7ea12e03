import { DocumentPage } from '../DocumentPage.tsx'
import { privacy } from '../../content/privacy.ts'

// The contact section follows the document (Layout): its requests (privacy rights, fraud reports) go through that form.
export default function Page() {
  return <DocumentPage record={privacy} />
}
