import type { ReactNode } from 'react'
import { Disclaimer } from './Disclaimer.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main">{children}</main>
      <Footer />
      <Disclaimer />
    </>
  )
}
