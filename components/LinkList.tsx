/** A plain list of links (a family's pages), styled by the block around it: the footer, the 404 page, a page's story. */
export function LinkList({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  )
}
