import type { ReactNode } from 'react';

interface ListSectionProps {
  /** The heading's id: the section is labelled by it. */
  id: string;
  heading: string;
  classes: { section?: string; heading?: string };
  children: ReactNode;
}

/** A list under its own heading, as a labelled section (the Q&A pages, a member's two lists). */
export function ListSection({ id, heading, classes, children }: ListSectionProps) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
