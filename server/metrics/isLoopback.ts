import ipaddr from 'ipaddr.js'

/** 127.0.0.0/8, ::1 and their IPv4-mapped spellings; anything that is no address is not. */
export function isLoopback(ip: string): boolean {
  return ipaddr.isValid(ip) && ipaddr.process(ip).range() === 'loopback'
}
