/**
 * What the checks read of a file: a browser `File` fits, and so does a server's
 * description of a multipart part. Never a DOM global, so the core runs anywhere.
 */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  /** MIME type; empty when the browser could not tell. */
  readonly type: string;
}
