import { msg } from '@lingui/core/macro'

/** Names in the BreadcrumbList JSON-LD that no menu already gives: home and the standalone pages by path. */
export const breadcrumbMessages = {
  home: msg({ id: 'breadcrumb.home', message: 'Início' }),
  pages: new Map([
    ['/terms', msg({ id: 'breadcrumb.terms', message: 'Termos de Uso' })],
    ['/privacy', msg({ id: 'breadcrumb.privacy', message: 'Política de Privacidade' })],
    ['/about-us', msg({ id: 'breadcrumb.about-us', message: 'Sobre nós' })],
  ]),
}
