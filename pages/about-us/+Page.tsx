import { AboutPage } from '../../renderer/sections/AboutPage.tsx'

export default function Page() {
  return <AboutPage />
}
