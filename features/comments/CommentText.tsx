import { commentTextPieces } from '@/features/comments/commentText';
import styles from './Comments.module.css';

/**
 * A reader's comment as text: every piece rendered as a React text node (escaped once, never
 * HTML), line breaks kept by CSS, and only allow-listed links clickable. Runs on the server and
 * in the browser (no directive).
 */
export function CommentText({ text, ownHost }: { text: string; ownHost: string }) {
  return (
    <p className={styles.text} dir="auto">
      {commentTextPieces(text, ownHost ? [ownHost] : []).map((piece, index) =>
        piece.kind === 'link' ? (
          <a key={index} href={piece.href} rel="nofollow ugc noopener noreferrer" target="_blank">
            {piece.text}
          </a>
        ) : (
          piece.text
        ),
      )}
    </p>
  );
}
