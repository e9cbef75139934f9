/** The local addresses on which sockets are listening for a TCP port, read from /proc/net. */
import { readFileSync } from 'node:fs';

const LISTEN_STATE = '0A';

function decodeIpv4(hex: string): string {
  const bytes = hex.match(/../g)?.map((byte) => parseInt(byte, 16)) ?? [];
  return bytes.reverse().join('.');
}

function decodeIpv6(hex: string): string {
  if (hex === '00000000000000000000000000000000') return '::';
  if (hex === '00000000000000000000000001000000') return '::1';
  if (hex.startsWith('0000000000000000FFFF0000')) return `::ffff:${decodeIpv4(hex.slice(24))}`;
  return `ipv6:${hex}`;
}

function listenersIn(file: string, decode: (hex: string) => string, port: number): string[] {
  let table: string;
  try {
    table = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return table
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[3] === LISTEN_STATE)
    .flatMap((fields) => {
      const [address, portHex] = (fields[1] ?? '').split(':');
      return address && portHex && parseInt(portHex, 16) === port ? [decode(address)] : [];
    });
}

export function listeningAddresses(port: number): string[] {
  return [
    ...listenersIn('/proc/net/tcp', decodeIpv4, port),
    ...listenersIn('/proc/net/tcp6', decodeIpv6, port),
  ];
}

export const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
