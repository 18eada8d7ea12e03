import ipaddr from 'ipaddr.js'

/**
 * The rate-limit bucket of a client address (docs/contact-and-captcha.md): an IPv4 address is itself, an IPv6 address
 * its /64 (one subscriber's network, in which a host picks a new address at will), an IPv4-mapped IPv6 address its
 * IPv4 address; each in one canonical spelling, so no other way of writing an address opens a fresh bucket. What is
 * no address (a proxy's header that is not one) is a bucket of its own, as sent.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip
  const address = ipaddr.process(ip)
  if (!(address instanceof ipaddr.IPv6)) return address.toString()
  return `${new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`
}
