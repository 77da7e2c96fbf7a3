import type { DemoDevice } from './demoDevice.js';
import { hostnameOf } from './demoDevice.js';

/** Folders a fresh demo device has, besides those its files sit in. */
export const DEMO_FOLDERS = ['/tmp', '/root', '/var', '/var/log', '/etc/config'];

/**
 * The files a demo device starts with: RutOS's UCI configs (network, wireless, firewall,
 * system) and its release file. Short but in the real files' shape, so `uci show` and the
 * SFTP browser look like a router's.
 */
export function demoDeviceFiles(device: DemoDevice): Record<string, string> {
  const hostname = hostnameOf(device);
  return {
    '/etc/openwrt_release': [
      "DISTRIB_ID='RutOS'",
      "DISTRIB_RELEASE='7.19.1'",
      `DISTRIB_TARGET='${device.model.startsWith('RUTX') ? 'ipq40xx/generic' : 'ramips/mt76x8'}'`,
      "DISTRIB_DESCRIPTION='RutOS 7.19.1'",
      '',
    ].join('\n'),
    '/etc/config/system': [
      "config system 'system'",
      `\toption hostname '${hostname}'`,
      "\toption timezone 'UTC'",
      "\toption zonename 'UTC'",
      `\toption device_code '${device.model}'`,
      '',
      "config timeserver 'ntp'",
      "\toption enabled '1'",
      "\tlist server 'pool.ntp.org'",
      '',
    ].join('\n'),
    '/etc/config/network': [
      "config interface 'loopback'",
      "\toption device 'lo'",
      "\toption proto 'static'",
      "\toption ipaddr '127.0.0.1'",
      "\toption netmask '255.0.0.0'",
      '',
      "config interface 'lan'",
      "\toption device 'br-lan'",
      "\toption proto 'static'",
      "\toption ipaddr '192.168.1.1'",
      "\toption netmask '255.255.255.0'",
      '',
      "config interface 'wan'",
      "\toption device 'eth1'",
      "\toption proto 'dhcp'",
      '',
      "config interface 'mob1s1a1'",
      "\toption proto 'wwan'",
      "\toption modem '1-1'",
      "\toption apn 'internet'",
      '',
    ].join('\n'),
    '/etc/config/wireless': [
      "config wifi-device 'radio0'",
      "\toption type 'mac80211'",
      "\toption channel 'auto'",
      "\toption band '2g'",
      '',
      "config wifi-iface 'default_radio0'",
      "\toption device 'radio0'",
      "\toption network 'lan'",
      "\toption mode 'ap'",
      `\toption ssid '${hostname}_2G'`,
      "\toption encryption 'psk2'",
      '',
    ].join('\n'),
    '/etc/config/firewall': [
      'config defaults',
      "\toption input 'REJECT'",
      "\toption output 'ACCEPT'",
      "\toption forward 'REJECT'",
      '',
      'config zone',
      "\toption name 'lan'",
      "\tlist network 'lan'",
      "\toption input 'ACCEPT'",
      '',
      'config zone',
      "\toption name 'wan'",
      "\tlist network 'wan'",
      "\tlist network 'mob1s1a1'",
      "\toption input 'REJECT'",
      "\toption masq '1'",
      '',
    ].join('\n'),
    '/root/README.txt': `This is ${hostname}, a simulated ${device.model} of the Netfleet demo.\nFiles you upload live in memory until the demo restarts.\n`,
  };
}
