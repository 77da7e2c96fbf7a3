import { type DemoDevice, hostnameOf } from './demoDevice.js';
import { type DemoFileSystem, DemoFsError, type DemoNode, resolvePath } from './demoFileSystem.js';
import { parseCommandLine } from './parseCommandLine.js';
import { showUci } from './showUci.js';

/** What a command line did: its output (`\n` line ends), exit status, and whether to log out. */
export interface ShellResult {
  output: string;
  code: number;
  exit: boolean;
}

/** A RutOS-like shell over a demo device's file system, one per session. */
export interface DemoShell {
  /** `root@<hostname>:~# ` */
  prompt(): string;
  run(line: string): ShellResult;
}

const HELP = `Commands of this simulated RutOS device:
  echo TEXT        print text; expands $VAR and $((arithmetic))
  ls [-l] [PATH]   list a folder
  cd [PATH]        change folder (~ is /root)
  pwd              print the current folder
  cat FILE...      print files
  mkdir, touch, rm [-r]
  uname [-a], uptime, hostname, whoami, date
  ip addr, ifconfig
  uci show [CONFIG]
  ps, clear, help, exit
`;

/** Options of {@link createDemoShell}. */
export interface DemoShellOptions {
  device: DemoDevice;
  fs: DemoFileSystem;
  user?: string;
  /** When the device "booted", in ms, for `uptime`. */
  bootedAt: number;
  now?: () => number;
}

/** A shell for one session: its own folder and variables over the device's shared files. */
export function createDemoShell(options: DemoShellOptions): DemoShell {
  const { device, fs } = options;
  const now = options.now ?? Date.now;
  const hostname = hostnameOf(device);
  const user = options.user ?? 'root';
  const home = user === 'root' ? '/root' : `/home/${user}`;
  let cwd = home;
  const variables: Record<string, string> = {
    HOSTNAME: hostname,
    USER: user,
    LOGNAME: user,
    HOME: home,
    SHELL: '/bin/ash',
    PATH: '/usr/sbin:/usr/bin:/sbin:/bin',
    PWD: cwd,
    '?': '0',
  };

  const fail = (command: string, path: string, error: unknown): string => {
    if (error instanceof DemoFsError) return `${command}: ${path}: ${error.message}\n`;
    throw error;
  };

  const commands: Record<string, (args: string[]) => Omit<ShellResult, 'exit'> & { exit?: boolean }> = {
    echo: (args) => {
      const newline = args[0] !== '-n';
      return ok(`${(newline ? args : args.slice(1)).join(' ')}${newline ? '\n' : ''}`);
    },
    pwd: () => ok(`${cwd}\n`),
    cd: ([target]) => {
      const path = resolvePath(cwd, target ?? home);
      const node = fs.find(path);
      if (!node) return error(`-ash: cd: can't cd to ${target}: No such file or directory\n`);
      if (node.kind !== 'folder') return error(`-ash: cd: can't cd to ${target}: Not a directory\n`);
      cwd = path;
      variables.PWD = cwd;
      return ok('');
    },
    ls: (args) => {
      const long = args.some((arg) => /^-[a-zA-Z]*l/.test(arg));
      const all = args.some((arg) => /^-[a-zA-Z]*a/.test(arg));
      const paths = args.filter((arg) => !arg.startsWith('-'));
      let output = '';
      let code = 0;
      for (const target of paths.length > 0 ? paths : ['.']) {
        const path = resolvePath(cwd, target);
        const node = fs.find(path);
        if (!node) {
          output += `ls: ${target}: No such file or directory\n`;
          code = 1;
          continue;
        }
        if (paths.length > 1) output += `${target}:\n`;
        const entries: [string, DemoNode][] =
          node.kind === 'folder'
            ? fs.list(path).filter(([name]) => all || !name.startsWith('.'))
            : [[target, node]];
        output += long
          ? entries.map(([name, entry]) => `${longLine(name, entry)}\n`).join('')
          : entries.length > 0
            ? `${entries.map(([name]) => name).join('  ')}\n`
            : '';
      }
      return { output, code };
    },
    cat: (args) => {
      let output = '';
      let code = 0;
      for (const target of args) {
        try {
          output += fs.readFile(resolvePath(cwd, target)).toString('utf8');
        } catch (caught) {
          output += fail('cat', target, caught);
          code = 1;
        }
      }
      return { output, code };
    },
    mkdir: (args) =>
      each(
        args.filter((a) => a !== '-p'),
        'mkdir',
        (path) => fs.mkdir(path),
      ),
    touch: (args) =>
      each(args, 'touch', (path) => {
        const node = fs.find(path);
        if (node) node.mtime = now();
        else fs.writeFile(path, '');
      }),
    rm: (args) => {
      const recursive = args.some((arg) => /^-[a-zA-Z]*r/i.test(arg));
      return each(
        args.filter((arg) => !arg.startsWith('-')),
        'rm',
        (path) => fs.remove(path, { recursive }),
      );
    },
    uname: (args) =>
      ok(
        args.includes('-a')
          ? `Linux ${hostname} 5.10.224 #0 SMP PREEMPT Thu Jan 9 10:00:00 2025 armv7l GNU/Linux\n`
          : args.includes('-n')
            ? `${hostname}\n`
            : 'Linux\n',
      ),
    hostname: () => ok(`${hostname}\n`),
    whoami: () => ok(`${user}\n`),
    date: () => ok(`${new Date(now()).toUTCString().replace('GMT', 'UTC')}\n`),
    uptime: () => ok(`${uptimeLine(now(), options.bootedAt)}\n`),
    ifconfig: () => ok(IFCONFIG),
    ip: ([object]) =>
      object && 'addr'.startsWith(object)
        ? ok(IP_ADDR)
        : error('Usage: ip [ OPTIONS ] OBJECT { COMMAND | help }\n'),
    uci: ([verb, config]) => {
      if (verb !== 'show') return error('Usage: uci show [<config>[.<section>[.<option>]]]\n');
      const names = config ? [config.split('.')[0] as string] : fs.list('/etc/config').map(([name]) => name);
      const lines: string[] = [];
      for (const name of names) {
        const node = fs.find(`/etc/config/${name}`);
        if (node?.kind !== 'file') return error('uci: Entry not found\n');
        lines.push(...showUci(name, node.data.toString('utf8')));
      }
      const wanted = config?.includes('.') ? lines.filter((line) => line.startsWith(config)) : lines;
      return wanted.length > 0 ? ok(`${wanted.join('\n')}\n`) : error('uci: Entry not found\n');
    },
    ps: () => ok(PS),
    help: () => ok(HELP),
    clear: () => ok('\x1b[H\x1b[2J'),
    exit: () => ({ output: '', code: 0, exit: true }),
    logout: () => ({ output: '', code: 0, exit: true }),
  };

  /** Runs `action` on each path argument, collecting the errors as a shell would print them. */
  function each(args: string[], command: string, action: (path: string) => void) {
    let output = '';
    let code = 0;
    if (args.length === 0) return error(`${command}: missing operand\n`);
    for (const target of args) {
      try {
        action(resolvePath(cwd, target));
      } catch (caught) {
        output += fail(command, target, caught);
        code = 1;
      }
    }
    return { output, code };
  }

  return {
    prompt: () => `${user}@${hostname}:${cwd === home ? '~' : cwd}# `,
    run(line) {
      let commandsOfLine: string[][];
      try {
        commandsOfLine = parseCommandLine(line, variables);
      } catch (caught) {
        variables['?'] = '2';
        return { output: `-ash: ${(caught as Error).message}\n`, code: 2, exit: false };
      }
      let output = '';
      let code = 0;
      for (const [name, ...args] of commandsOfLine) {
        const command = name === undefined ? undefined : commands[name];
        if (name === undefined) continue;
        if (!command) {
          output += `-ash: ${name}: not found\n`;
          code = 127;
        } else {
          const result = command(args);
          output += result.output;
          code = result.code;
          if (result.exit) return { output, code, exit: true };
        }
        variables['?'] = String(code);
      }
      return { output, code, exit: false };
    },
  };
}

function ok(output: string) {
  return { output, code: 0 };
}

function error(output: string) {
  return { output, code: 1 };
}

function longLine(name: string, node: DemoNode): string {
  const type = node.kind === 'folder' ? 'd' : '-';
  const bits = [6, 3, 0].map((shift) => {
    const mode = (node.mode >> shift) & 7;
    return `${mode & 4 ? 'r' : '-'}${mode & 2 ? 'w' : '-'}${mode & 1 ? 'x' : '-'}`;
  });
  const size = node.kind === 'file' ? node.data.length : 4096;
  const date = new Date(node.mtime);
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const time = date.toISOString().slice(11, 16);
  return `${type}${bits.join('')}    1 root     root     ${String(size).padStart(8)} ${month} ${String(date.getUTCDate()).padStart(2)} ${time} ${name}`;
}

function uptimeLine(now: number, bootedAt: number): string {
  const minutes = Math.max(0, Math.floor((now - bootedAt) / 60_000));
  const days = Math.floor(minutes / 1440);
  const clock = `${Math.floor((minutes % 1440) / 60)}:${String(minutes % 60).padStart(2, '0')}`;
  const time = new Date(now).toISOString().slice(11, 19);
  const up = days > 0 ? `${days} day${days === 1 ? '' : 's'}, ${clock}` : clock;
  return ` ${time} up ${up},  load average: 0.08, 0.05, 0.01`;
}

const IP_ADDR = `1: lo: <LOOPBACK,UP,LOWER_UP> mtu 65536 qdisc noqueue state UNKNOWN qlen 1000
    link/loopback 00:00:00:00:00:00 brd 00:00:00:00:00:00
    inet 127.0.0.1/8 scope host lo
2: eth1: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP qlen 1000
    link/ether 00:1e:42:2a:10:02 brd ff:ff:ff:ff:ff:ff
    inet 10.0.17.23/24 brd 10.0.17.255 scope global eth1
3: br-lan: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc noqueue state UP qlen 1000
    link/ether 00:1e:42:2a:10:01 brd ff:ff:ff:ff:ff:ff
    inet 192.168.1.1/24 brd 192.168.1.255 scope global br-lan
4: wwan0: <POINTOPOINT,UP,LOWER_UP> mtu 1500 qdisc fq_codel state UNKNOWN qlen 1000
    link/none
    inet 100.74.12.9/30 brd 100.74.12.11 scope global wwan0
`;

const IFCONFIG = `br-lan    Link encap:Ethernet  HWaddr 00:1E:42:2A:10:01
          inet addr:192.168.1.1  Bcast:192.168.1.255  Mask:255.255.255.0
          UP BROADCAST RUNNING MULTICAST  MTU:1500  Metric:1

eth1      Link encap:Ethernet  HWaddr 00:1E:42:2A:10:02
          inet addr:10.0.17.23  Bcast:10.0.17.255  Mask:255.255.255.0
          UP BROADCAST RUNNING MULTICAST  MTU:1500  Metric:1

lo        Link encap:Local Loopback
          inet addr:127.0.0.1  Mask:255.0.0.0
          UP LOOPBACK RUNNING  MTU:65536  Metric:1

wwan0     Link encap:UNSPEC
          inet addr:100.74.12.9  P-t-P:100.74.12.10  Mask:255.255.255.252
          UP POINTOPOINT RUNNING NOARP  MTU:1500  Metric:1
`;

const PS = `  PID USER       VSZ STAT COMMAND
    1 root      1620 S    /sbin/procd
  512 root      1088 S    /sbin/ubusd
  788 root      1204 S    /sbin/logd -S 64
  901 root      2312 S    /usr/sbin/dropbear -F -P /var/run/dropbear.1.pid -p 22
 1020 root      4488 S    /usr/sbin/uhttpd -f -h /www -r RUTOS -x /cgi-bin
 1133 root      3100 S    /usr/sbin/gsmd
 1290 root      2024 S    /usr/sbin/rms_mqtt
 2011 root      1180 S    -ash
 2040 root      1176 R    ps
`;
