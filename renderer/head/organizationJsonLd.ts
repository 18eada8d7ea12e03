/** schema.org Organization for the home page; `<` is escaped so the JSON cannot close its script element. */
export function organizationJsonLd(publicUrl: string, description: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Fluxa',
    url: `${publicUrl}/`,
    // Search engines want a square raster logo of at least 112×112: the home-screen icon, drawn from the mark.
    logo: `${publicUrl}/icon-512.png`,
    description,
    areaServed: ['BR', 'MX', 'AR', 'CO'],
    sameAs: ['https://www.linkedin.com/company/fluxa-payments', 'https://www.instagram.com/fluxa.payments'],
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
