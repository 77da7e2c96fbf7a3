import { describe, expect, it } from 'vitest';
import { createDemoDeviceStore } from './createDemoDeviceStore.js';
import type { DemoDevice } from './demoDevice.js';
import { createDemoShell } from './demoShell.js';

const DEVICE: DemoDevice = { serial: '1100223344', name: 'Oslo harbour RUTX11', model: 'RUTX11' };
const NOW = Date.UTC(2026, 4, 1, 12, 0, 0);

function shell() {
  const state = createDemoDeviceStore({ now: () => NOW }).get(DEVICE);
  return createDemoShell({ device: DEVICE, fs: state.fs, bootedAt: state.bootedAt, now: () => NOW });
}

describe('createDemoShell', () => {
  it('prompts as root on the device, with ~ for home', () => {
    const sh = shell();
    expect(sh.prompt()).toBe('root@Oslo-harbour-RUTX11:~# ');
    sh.run('cd /etc/config');
    expect(sh.prompt()).toBe('root@Oslo-harbour-RUTX11:/etc/config# ');
  });

  it('echoes with arithmetic and variables, quoted and not', () => {
    const sh = shell();
    expect(sh.run('echo $((6*7))').output).toBe('42\n');
    expect(sh.run('echo $(( (1 + 2) * -3 % 5 )) $((7/2))').output).toBe('-4 3\n');
    expect(sh.run(`echo "$USER on \${HOSTNAME}" '$USER'`).output).toBe('root on Oslo-harbour-RUTX11 $USER\n');
    expect(sh.run('echo $((1/0))')).toMatchObject({
      output: '-ash: arithmetic: division by zero\n',
      code: 2,
    });
    expect(sh.run('echo "open').output).toBe('-ash: syntax error: unterminated quoted string\n');
  });

  it('moves with cd, lists with ls and ls -l, prints files with cat', () => {
    const sh = shell();
    expect(sh.run('pwd').output).toBe('/root\n');
    expect(sh.run('cd /etc; pwd').output).toBe('/etc\n');
    expect(sh.run('ls config').output).toBe('firewall  network  system  wireless\n');
    expect(sh.run('ls -l config/system').output).toMatch(
      /^-rw-r--r-- +1 root +root +\d+ May {2}1 12:00 config\/system\n$/,
    );
    expect(sh.run('ls -l /').output).toContain('drwxr-xr-x');
    expect(sh.run('cat openwrt_release').output).toContain("DISTRIB_ID='RutOS'");
    expect(sh.run('cd ..; cd ~; pwd').output).toBe('/root\n');
    expect(sh.run('cd /nowhere')).toMatchObject({
      output: "-ash: cd: can't cd to /nowhere: No such file or directory\n",
      code: 1,
    });
    expect(sh.run('cat /etc/missing /etc/config').output).toBe(
      'cat: /etc/missing: No such file or directory\ncat: /etc/config: Is a directory\n',
    );
  });

  it('says an unknown command is not found, with status 127 in $?', () => {
    const sh = shell();
    expect(sh.run('reboot now')).toEqual({ output: '-ash: reboot: not found\n', code: 127, exit: false });
    expect(sh.run('echo $?').output).toBe('127\n');
  });

  it('shows UCI configs from the files, so an edit shows up', () => {
    const state = createDemoDeviceStore({ now: () => NOW }).get(DEVICE);
    const sh = createDemoShell({ device: DEVICE, fs: state.fs, bootedAt: 0 });
    const network = sh.run('uci show network').output;
    expect(network).toContain("network.lan=interface\nnetwork.lan.device='br-lan'\n");
    expect(sh.run('uci show firewall.@zone[1]').output).toBe(
      "firewall.@zone[1]=zone\nfirewall.@zone[1].name='wan'\nfirewall.@zone[1].input='REJECT'\nfirewall.@zone[1].masq='1'\nfirewall.@zone[1].network='wan' 'mob1s1a1'\n",
    );
    expect(sh.run('uci show nothing').output).toBe('uci: Entry not found\n');
    state.fs.writeFile('/etc/config/system', "config system 'system'\n\toption hostname 'edited'\n");
    expect(sh.run('uci show system').output).toBe("system.system=system\nsystem.system.hostname='edited'\n");
  });

  it('answers uname, uptime, ip addr and help in RutOS words, and exits', () => {
    const sh = shell();
    expect(sh.run('uname -a').output).toMatch(/^Linux Oslo-harbour-RUTX11 5\.10\.\d+ .* GNU\/Linux\n$/);
    expect(sh.run('uptime').output).toMatch(/^ 12:00:00 up (\d+ days?, )?\d+:\d\d, {2}load average/);
    expect(sh.run('ip addr').output).toContain('inet 192.168.1.1/24');
    expect(sh.run('ifconfig').output).toContain('br-lan');
    expect(sh.run('help').output).toContain('uci show');
    expect(sh.run('exit').exit).toBe(true);
  });

  it('makes, touches and removes files the next session sees', () => {
    const store = createDemoDeviceStore({ now: () => NOW });
    const state = store.get(DEVICE);
    const first = createDemoShell({ device: DEVICE, fs: state.fs, bootedAt: 0 });
    first.run('mkdir /tmp/a; touch /tmp/a/b');
    const second = createDemoShell({ device: DEVICE, fs: store.get(DEVICE).fs, bootedAt: 0 });
    expect(second.run('ls /tmp/a').output).toBe('b\n');
    expect(second.run('rm /tmp/a').output).toBe('rm: /tmp/a: Is a directory\n');
    expect(second.run('rm -r /tmp/a; ls /tmp').output).toBe('');
  });
});
