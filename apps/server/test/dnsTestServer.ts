import dgram from 'node:dgram';
import dnsPacket from 'dns-packet';

export interface TestZone {
  [name: string]: { TXT?: string[]; MX?: { priority: number; exchange: string }[] };
}

/**
 * An authoritative UDP DNS server on 127.0.0.1 answering TXT and MX from a zone the test sets
 * (and may change between requests). A name not in the zone is NXDOMAIN; a known name without
 * the asked type answers with no records. Long TXT values are split into 255-byte strings as real
 * zones publish DKIM keys.
 */
export async function startDnsTestServer(zone: TestZone): Promise<{
  address: string;
  zone: TestZone;
  queries: string[];
  close(): Promise<void>;
}> {
  const socket = dgram.createSocket('udp4');
  const queries: string[] = [];
  socket.on('message', (message, remote) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase().replace(/\.$/, '');
    queries.push(`${question.type} ${name}`);
    const entry = zone[name];
    const answers: dnsPacket.Answer[] = [];
    if (entry && question.type === 'TXT')
      for (const value of entry.TXT ?? [])
        answers.push({
          type: 'TXT',
          name: question.name,
          ttl: 60,
          data: value.match(/.{1,255}/g) ?? [''],
        });
    if (entry && question.type === 'MX')
      for (const mx of entry.MX ?? [])
        answers.push({
          type: 'MX',
          name: question.name,
          ttl: 60,
          data: { preference: mx.priority, exchange: mx.exchange },
        });
    const NXDOMAIN = 3;
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | (entry ? 0 : NXDOMAIN),
      questions: query.questions,
      answers,
    });
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  // Never what keeps a process alive (the e2e run starts one for its whole length).
  socket.unref();
  return {
    address: `127.0.0.1:${socket.address().port}`,
    zone,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
