import { DEMO_DEVICE_LOGIN } from '../../seed/demoResources.js';

/** The demo devices' sign-in, for SSH, SFTP and telnet alike (the seed stores it on the demo entries). */
export const DEMO_DEVICE_USERNAME = DEMO_DEVICE_LOGIN.username;
export const DEMO_DEVICE_PASSWORD = DEMO_DEVICE_LOGIN.password;

export function isDemoLogin(username: string, password: string): boolean {
  return username === DEMO_DEVICE_USERNAME && password === DEMO_DEVICE_PASSWORD;
}
