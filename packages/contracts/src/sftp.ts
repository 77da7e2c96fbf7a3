import * as v from 'valibot';
import { FileNameSchema } from './forms/fileName.js';

/** Largest file one SFTP upload takes: the spec's default maximum file size (83886080 bytes, 80 MB). */
export const SFTP_MAX_FILE_BYTES = 83_886_080;

/** Longest path the SFTP calls take. */
export const SFTP_PATH_MAX_LENGTH = 4096;

/** An absolute path on the peer (`/`, `/etc/config`). */
export const SftpPathSchema = v.pipe(
  v.string('path is required'),
  v.nonEmpty('path is required'),
  v.maxLength(SFTP_PATH_MAX_LENGTH, `path must be at most ${SFTP_PATH_MAX_LENGTH} characters`),
  v.startsWith('/', 'path must start with /'),
  v.check((path) => !path.includes('\0'), 'path must not contain NUL'),
);

/** One entry of a folder listing. */
export const SftpEntrySchema = v.object({
  name: v.string(),
  type: v.picklist(['file', 'directory', 'symlink', 'other']),
  size: v.number(),
  modified_at: v.string(),
  /** `rwxr-xr-x`. */
  permissions: v.string(),
});
export type SftpEntry = v.InferOutput<typeof SftpEntrySchema>;

/**
 * `GET /remote/sessions/{id}/sftp/list?path=/etc`: the folder's entries, folders first, then by
 * name; `path` is the folder's real path (`.` and `..` resolved, `~` as `/home/user`).
 */
export const SftpListResponseSchema = v.object({
  data: v.object({ path: v.string(), entries: v.array(SftpEntrySchema) }),
});
export type SftpListResponse = v.InferOutput<typeof SftpListResponseSchema>;

/** `GET /remote/sessions/{id}/sftp/list` and `…/sftp/file` query. */
export const SftpPathQuerySchema = v.object({ path: SftpPathSchema });

/** `POST /remote/sessions/{id}/sftp/mkdir`: a new folder `name` in the folder `path`. */
export const SftpMkdirSchema = v.object({ path: SftpPathSchema, name: FileNameSchema });
export type SftpMkdirPayload = v.InferOutput<typeof SftpMkdirSchema>;

/** `POST /remote/sessions/{id}/sftp/rename`: the entry at `path` gets the name `name` in its folder. */
export const SftpRenameSchema = v.object({ path: SftpPathSchema, name: FileNameSchema });
export type SftpRenamePayload = v.InferOutput<typeof SftpRenameSchema>;
