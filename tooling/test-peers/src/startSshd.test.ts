import { createHash } from 'node:crypto';
import { Client, type SFTPWrapper } from 'ssh2';
import { describe, expect, it } from 'vitest';
import { type SshdPeer, startSshd } from './startSshd.js';

function connectClient(sshd: SshdPeer, hostKeys: string[] = []): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    client.once('ready', () => resolve(client));
    client.once('error', reject);
    client.connect({
      host: sshd.host,
      port: sshd.port,
      username: sshd.username,
      privateKey: sshd.privateKey,
      hostVerifier: (key: Buffer) => {
        hostKeys.push(`SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`);
        return true;
      },
    });
  });
}

function exec(client: Client, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    client.exec(command, (error, stream) => {
      if (error) return reject(error);
      let output = '';
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
      });
      stream.stderr.resume();
      stream.on('close', () => resolve(output));
    });
  });
}

describe('startSshd', () => {
  it('runs commands for the key it made, with the host key it reports, in its home', async () => {
    const sshd = await startSshd();
    try {
      expect(sshd.privateKey).toContain('BEGIN OPENSSH PRIVATE KEY');
      expect(sshd.password).toBeUndefined();
      const hostKeys: string[] = [];
      const client = await connectClient(sshd, hostKeys);
      expect(hostKeys).toEqual([sshd.hostKeySha256]);
      expect(await exec(client, 'echo $((6*7))')).toBe('42\n');
      expect(await exec(client, 'pwd')).toBe(`${sshd.home}\n`);
      client.end();
    } finally {
      await sshd.stop();
    }
    await expect(connectClient(sshd)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('serves SFTP in the home folder', async () => {
    const sshd = await startSshd();
    try {
      const client = await connectClient(sshd);
      const sftp = await new Promise<SFTPWrapper>((resolve, reject) =>
        client.sftp((error, wrapper) => (error ? reject(error) : resolve(wrapper))),
      );
      await new Promise<void>((resolve, reject) =>
        sftp.writeFile('hello.txt', 'hi there', (error) => (error ? reject(error) : resolve())),
      );
      expect(await exec(client, 'cat "$HOME/hello.txt"')).toBe('hi there');
      client.end();
    } finally {
      await sshd.stop();
    }
  });

  it('keeps a host key it is given, and refuses a key it does not know', async () => {
    const first = await startSshd();
    await first.stop();
    const second = await startSshd({ hostPrivateKey: first.hostPrivateKey });
    try {
      expect(second.hostKeySha256).toBe(first.hostKeySha256);
      await expect(connectClient({ ...second, privateKey: first.privateKey })).rejects.toThrow(
        /authentication methods failed/,
      );
    } finally {
      await second.stop();
    }
  });
});
