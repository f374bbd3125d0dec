'use client';

import { useState } from 'react';
import { newRequestKey } from '@/lib/client/requestKey';
import type { UploadKind } from '@/features/uploads/kinds';
import type { UploadedMedia } from '@/features/uploads/MediaUploader.island';
import { formProblem, type FormProblem } from '@/components/forms/FormStatus.island';

/** What a send carries besides the form's text: the uploaded files' ids and the request key. */
export interface MediaIds {
  pictureIds: string[];
  videoIds: string[];
  audioIds: string[];
  /** The same for every retry of one send, so the platform creates the thing once. */
  requestKey: string;
}

const KINDS: readonly UploadKind[] = ['picture', 'video', 'audio'];
const NO_FILES: Readonly<Record<UploadKind, readonly UploadedMedia[]>> = { picture: [], video: [], audio: [] };

type UploaderProps = Readonly<
  Record<UploadKind, { onChange: (files: UploadedMedia[]) => void; onBusyChange: (busy: boolean) => void }>
>;

/**
 * The part every form with uploads shares (a tip-off, a submission, a circle post, a question):
 * the files of each MediaUploader and whether any is still uploading, one request key per send,
 * and the send itself, which is refused while a file uploads and, when it fails, keeps every
 * field and file and says why. `waitText` is the refusal's words.
 */
export function useMediaSend(waitText: string) {
  const [files, setFiles] = useState(NO_FILES);
  const [busy, setBusy] = useState<Readonly<Record<UploadKind, boolean>>>({
    picture: false,
    video: false,
    audio: false,
  });
  // The uploaders' callbacks stay the same across renders (MediaUploader reports from effects).
  const [uploader] = useState<UploaderProps>(() => {
    const of = (kind: UploadKind) => ({
      onChange: (list: UploadedMedia[]) => setFiles((all) => ({ ...all, [kind]: list })),
      onBusyChange: (value: boolean) => setBusy((all) => (all[kind] === value ? all : { ...all, [kind]: value })),
    });
    return { picture: of('picture'), video: of('video'), audio: of('audio') };
  });
  const [requestKey, setRequestKey] = useState(newRequestKey);
  // Bumped by reset() to remount the uploaders empty.
  const [round, setRound] = useState(0);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const anyBusy = KINDS.some((kind) => busy[kind]);

  /**
   * Sends once with the files' ids. Answers whether it was sent; after a success the form stays
   * 'sending' (it is left, or reset()) so that a second tap cannot send it again. `onFailure`
   * reacts to a failure as the form needs and answers the words to show.
   */
  async function send(
    call: (media: MediaIds) => Promise<void>,
    onFailure: (failure: unknown) => string,
  ): Promise<boolean> {
    if (anyBusy) {
      setProblem({ text: waitText, signIn: false });
      return false;
    }
    setSending(true);
    setProblem(null);
    try {
      const ids = (kind: UploadKind) => files[kind].map((file) => file.fileId);
      await call({ pictureIds: ids('picture'), videoIds: ids('video'), audioIds: ids('audio'), requestKey });
      return true;
    } catch (failure) {
      setProblem(formProblem(failure, onFailure(failure)));
      setSending(false);
      return false;
    }
  }

  /** After a send, for a form that stays: no files, a new request key, ready again. */
  function reset() {
    setFiles(NO_FILES);
    setRound((n) => n + 1);
    setRequestKey(newRequestKey());
    setSending(false);
  }

  return {
    files,
    /** Spread onto one kind's MediaUploader, with `key={round}`. */
    uploader,
    round,
    anyBusy,
    sending,
    problem,
    /** A problem found before sending (an empty field): shown, nothing sent. */
    refuse: (text: string) => setProblem({ text, signIn: false }),
    send,
    reset,
  };
}
