export { type SinkMail, type SmtpSinkOptions, type SmtpSinkPeer, startSmtpSink } from './startSmtpSink.js';
export { type SshdOptions, type SshdPeer, startSshd } from './startSshd.js';
export { startTelnetd, type TelnetdPeer } from './startTelnetd.js';
export { startVncServer, type VncPeer } from './startVncServer.js';
