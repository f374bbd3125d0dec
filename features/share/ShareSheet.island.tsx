'use client';

import { useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useToast } from '@/components/chrome/Toast.island';
import { endpointUrl } from '@/lib/client/endpoint';
import { sharePoster } from '@/lib/client/endpoints';
import { qqShareHref, sharedLink, weiboShareHref } from './shareLinks';
import { recordShare } from './recordShare';
import type { ShareChannel, ShareTarget } from './shareTarget';
import styles from './SharePanel.module.css';

export type ShareView = 'panel' | 'pointer' | 'poster';

/**
 * What the share button opens (features/share/SharePanel.island.tsx), loaded on the first tap: the
 * panel (system sheet, Weibo, QQ, copy link, poster), weixin's pointer, or the poster. Each share is
 * counted once (features/share/recordShare.ts).
 */
export default function ShareSheet({
  target,
  view,
  show,
  close,
}: {
  target: ShareTarget;
  view: ShareView;
  show: (view: ShareView) => void;
  close: () => void;
}) {
  const t = useTranslations('sharePanel');
  const locale = useLocale();
  const toast = useToast();
  const { payload } = target;

  const shared = (channel: ShareChannel) => {
    void recordShare(target, channel).then((score) => {
      if (score > 0) toast(t('pointsEarned', { score }));
    });
  };
  const systemShare = async () => {
    try {
      await navigator.share({ title: payload.title, text: payload.desc, url: sharedLink(payload.link) });
      shared('system');
      close();
    } catch {
      // Cancelled, or refused: the panel stays open for another way.
    }
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(sharedLink(payload.link));
      toast(t('linkCopied'));
      shared('copy');
      close();
    } catch {
      window.prompt(t('copy'), sharedLink(payload.link));
    }
  };
  const showPoster = () => {
    show('poster');
    shared('poster');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  // docs/product.md §8 'download failed': a poster that could not be made is said so, not saved broken.
  const [posterFailed, setPosterFailed] = useState(false);
  const posterSrc = `${endpointUrl(sharePoster)}?${new URLSearchParams({ path: payload.routerUrl, lang: locale }).toString()}`;
  const canShareNatively = typeof navigator.share === 'function';

  return (
    <>
      {view === 'panel' ? (
        <div className={styles.backdrop} onClick={close} onKeyDown={onKeyDown}>
          <div
            className={styles.sheet}
            role="dialog"
            aria-modal="true"
            aria-label={t('title')}
            onClick={(event) => event.stopPropagation()}
          >
            <p className={styles.heading}>{t('title')}</p>
            <ul className={styles.options}>
              {canShareNatively ? (
                <li>
                  <button type="button" className={styles.option} onClick={systemShare} autoFocus>
                    {t('system')}
                  </button>
                </li>
              ) : null}
              <li>
                <a
                  className={styles.option}
                  href={weiboShareHref(payload)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => shared('weibo')}
                >
                  {t('weibo')}
                </a>
              </li>
              <li>
                <a
                  className={styles.option}
                  href={qqShareHref(payload)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => shared('qq')}
                >
                  {t('qq')}
                </a>
              </li>
              <li>
                <button type="button" className={styles.option} onClick={copyLink} autoFocus={!canShareNatively}>
                  {t('copy')}
                </button>
              </li>
              {target.poster ? (
                <li>
                  <button type="button" className={styles.option} onClick={showPoster}>
                    {t('poster')}
                  </button>
                </li>
              ) : null}
            </ul>
            <button type="button" className={styles.close} onClick={close}>
              {t('close')}
            </button>
          </div>
        </div>
      ) : null}
      {view === 'pointer' ? (
        <div
          className={styles.backdrop}
          role="dialog"
          aria-modal="true"
          aria-label={t('weixinPointer')}
          onKeyDown={onKeyDown}
          onClick={close}
        >
          <p className={styles.pointer}>
            <span className={styles.pointerArrow} aria-hidden="true">
              ↗
            </span>
            {t('weixinPointer')}
          </p>
          <div className={styles.pointerActions} onClick={(event) => event.stopPropagation()}>
            {target.poster ? (
              <button type="button" className={styles.option} onClick={showPoster}>
                {t('poster')}
              </button>
            ) : null}
            <button type="button" className={styles.close} onClick={close} autoFocus>
              {t('close')}
            </button>
          </div>
        </div>
      ) : null}
      {view === 'poster' ? (
        <div className={styles.backdrop} onKeyDown={onKeyDown} onClick={close}>
          <div
            className={styles.posterBox}
            role="dialog"
            aria-modal="true"
            aria-label={t('poster')}
            onClick={(event) => event.stopPropagation()}
          >
            {/* A server-drawn picture (features/share/server/posterImage.ts): long-press saves it on a phone. */}
            {posterFailed ? (
              <p className={styles.hint} role="alert">
                {t('posterFailed')}
              </p>
            ) : (
              <>
                {/* eslint-disable-next-line @next/next/no-img-element -- our own handler's PNG, drawn at its final size */}
                <img
                  className={styles.posterImage}
                  src={posterSrc}
                  alt={t('posterAlt', { title: payload.title })}
                  width={600}
                  height={960}
                  onError={() => setPosterFailed(true)}
                />
                <p className={styles.hint}>{t('posterHint')}</p>
                <a className={styles.option} href={posterSrc} download="poster.png">
                  {t('savePoster')}
                </a>
              </>
            )}
            <button type="button" className={styles.close} onClick={close} autoFocus>
              {t('close')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
