import { AboutPage } from './AboutPage.tsx'

export default function Page() {
  return <AboutPage />
}
