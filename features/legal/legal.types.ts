/** The two legal documents a member accepts (docs/decisions/0050). */
export type LegalKind = 'agreement' | 'privacy';

/** One document as its page shows it. */
export interface LegalDocument {
  kind: LegalKind;
  version: number;
  /** The language of the text: the reader's, or the binding Chinese when it has no translation. */
  lang: string;
  title: string;
  /** Sanitised HTML. */
  html: string;
  /** The platform's time text ('2026-10-26 09:00:00'), '' when not given. */
  effective: string;
}
