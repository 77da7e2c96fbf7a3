import type { SftpEntry } from '@netfleet/contracts';

/**
 * The type icon of a listing row, drawn like ui-kit's icons (24×24, stroked in currentColor).
 * Decorative: the row says the type in words for screen readers.
 */
export function EntryIcon({ type }: { type: SftpEntry['type'] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
      className={`sftp-icon sftp-icon--${type}`}
      data-icon={type}
    >
      {type === 'directory' ? (
        <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      ) : (
        <>
          <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
          <path d="M14 3v5h5" />
          {type === 'symlink' ? <path d="M9 16l6-6M11 10h4v4" /> : null}
        </>
      )}
    </svg>
  );
}
