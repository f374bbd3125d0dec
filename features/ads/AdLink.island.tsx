'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { BASE_PATH } from '@/lib/routing/basePath';
import { adTarget } from './adTarget';
import { reportAd, reportedOrWaited } from './adReports';

interface AdLinkProps {
  id: number;
  /** The ad's address (http(s) only after mapping), '' for none: then it is shown without a link. */
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * One ad as a link (docs/product.md §2 "Advertising"): reports its impression once, when half of it
 * is first on screen, and a click before following it: a page of ours in this tab once the report
 * is sent (or after CLICK_REPORT_WAIT_MS), any other address in a new tab while the report goes.
 * Without script it is a plain link that opens a new tab, reporting nothing.
 */
export function AdLink({ id, href, className, children }: AdLinkProps) {
  const box = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void reportAd(id, 'impression');
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);

  if (!href) {
    return (
      <div ref={(node) => void (box.current = node)} className={className}>
        {children}
      </div>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = adTarget(href, { origin: window.location.origin, basePath: BASE_PATH });
    // A new tab asked for (modifier keys, middle button) or an address elsewhere: the browser opens it, this page stays to send the report.
    if (
      target.kind !== 'own' ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      if (target.kind === 'none') event.preventDefault();
      void reportAd(id, 'click');
      return;
    }
    event.preventDefault();
    void reportedOrWaited(reportAd(id, 'click')).then(() => window.location.assign(target.href));
  };
  return (
    <a
      ref={(node) => void (box.current = node)}
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer sponsored"
      onClick={onClick}
    >
      {children}
    </a>
  );
}
