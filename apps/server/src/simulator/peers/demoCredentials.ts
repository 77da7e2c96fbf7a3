/** The demo devices' sign-in, for SSH, SFTP and telnet alike (the seed stores it on the demo entries). */
export const DEMO_DEVICE_USERNAME = 'root';
export const DEMO_DEVICE_PASSWORD = 'netfleet-demo';

export function isDemoLogin(username: string, password: string): boolean {
  return username === DEMO_DEVICE_USERNAME && password === DEMO_DEVICE_PASSWORD;
}
