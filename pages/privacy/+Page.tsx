import { DocumentPage } from '../../renderer/sections/DocumentPage.tsx'

export default function Page() {
  return <DocumentPage />
}
