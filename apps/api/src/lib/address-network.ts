import ipaddr from 'ipaddr.js';

/**
 * The network a request comes from, for limits kept per address: an IPv4 address as it is (also when written as
 * IPv6, `::ffff:1.2.3.4`); an IPv6 address as its /64 network, which one machine commonly holds whole, so moving
 * through it gives no fresh tries; text that is no address (a proxy's header may say anything) as it is.
 */
export function addressNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${(address as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}
