/** Telnet command bytes (RFC 854). */
export const IAC = 255;
export const DONT = 254;
export const DO = 253;
export const WONT = 252;
export const WILL = 251;
/** Subnegotiation begin. */
export const SB = 250;
/** Subnegotiation end. */
export const SE = 240;

/** The options this client knows. */
export const TELNET_OPTIONS = {
  /** RFC 857: the server echoes what we type. */
  ECHO: 1,
  /** RFC 858: no GO-AHEAD after each line (character at a time). */
  SUPPRESS_GO_AHEAD: 3,
  /** RFC 1091: the server asks the terminal's type. */
  TERMINAL_TYPE: 24,
  /** RFC 1073: we tell the window's size (Negotiate About Window Size). */
  NAWS: 31,
} as const;

/** TERMINAL-TYPE subnegotiation: the server's question and our answer (RFC 1091). */
export const TTYPE_IS = 0;
export const TTYPE_SEND = 1;

export const CR = 13;
export const LF = 10;
export const NUL = 0;
