// /m/feedback (specification doc. 1 §2 "Feedback" FEEDBACK3, §5 and §9 limits): a text of at most
// 140 characters and up to three png or jpg images of at most 5 MB each, all checked before
// anything is uploaded. A failed send keeps the text and the images, so the player can try again;
// success thanks the player and clears the form. Visitors and trial members never get here
// (app/access.ts).

import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@/api/errors';
import { feedbackRefusal, sendFeedback, type FeedbackRefusal } from '@/api/feedback';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { FEEDBACK_MAX_CHARS, charCount, checkFeedbackText, checkImages, clipFeedbackText } from '@/lib/feedback-rules';
import { showToast } from '@/state/ui';
import { ImagePicker } from './ImagePicker';
import { useChosenImages, type ChosenImage } from './use-chosen-images';
import css from './feedback.module.css';

export default function FeedbackPage() {
  const { t } = useLingui();
  const l = locale.value;
  const [text, setText] = useState('');
  const { images, add, remove, clear } = useChosenImages();
  const [refused, setRefused] = useState<FeedbackRefusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A ref, not the state: two taps within one frame both see `pending` still false.
  const sending = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const chars = formatNumber(FEEDBACK_MAX_CHARS, l);
  const imageError = refused === 'badText' ? null : refused;
  const textError = refused === 'badText' ? t`Feedback must be 1 to ${chars} characters` : null;

  const onInput = (e: Event) => {
    const box = e.currentTarget as HTMLTextAreaElement;
    const clipped = clipFeedbackText(box.value);
    // A paste past the limit: put the clipped text back (the state may not change, so no render).
    if (clipped !== box.value) box.value = clipped;
    setText(clipped);
    if (refused === 'badText') setRefused(null);
  };
  const pick = (files: File[]) => {
    const { accepted, error } = checkImages(images.length, files);
    add(accepted);
    setRefused(error);
  };
  const unpick = (image: ChosenImage) => {
    remove(image);
    setRefused(null);
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    if (sending.current) return;
    if (checkFeedbackText(text)) {
      setRefused('badText');
      return field.current?.focus();
    }
    sending.current = true;
    setPending(true);
    setFailure(null);
    // Not cancelled when the player leaves: the upload finishes and the thanks is a global toast.
    try {
      await sendFeedback(text.trim(), images.map((i) => i.file));
    } catch (err) {
      const rule = feedbackRefusal(err);
      if (rule) setRefused(rule);
      else setFailure(failureText(err));
      return;
    } finally {
      sending.current = false;
      setPending(false);
    }
    showToast(t`Thank you for your feedback`, { kind: 'success' });
    setText('');
    clear();
    setRefused(null);
  };

  function failureText(err: unknown): string {
    if (err instanceof ApiError && err.errorCode === 'client.network') return t`No internet connection. Check it and try again.`;
    if (err instanceof ApiError && err.errorCode === 'client.timeout') return t`The network is slow. Please try again.`;
    // The server's own message is already in the player's language.
    if (err instanceof ApiError && !err.errorCode.startsWith('client.') && err.message !== err.errorCode) return err.message;
    return t`Sending failed. Please try again.`;
  }

  const described = ['fb-count', textError && 'fb-text-error'].filter(Boolean).join(' ');
  return (
    <form class={css.page} noValidate onSubmit={submit}>
      <label for="fb-text" class={css.label}>{t`Your feedback`}</label>
      <textarea
        id="fb-text"
        ref={field}
        class={css.text}
        rows={5}
        maxLength={FEEDBACK_MAX_CHARS}
        placeholder={t`Tell us what we can do better`}
        value={text}
        aria-invalid={textError ? true : undefined}
        aria-describedby={described}
        onInput={onInput}
      />
      <p id="fb-count" class={css.count}>{`${formatNumber(charCount(text), l)}/${chars}`}</p>
      {textError && <p id="fb-text-error" class={css.error} role="alert">{textError}</p>}
      <ImagePicker images={images} onPick={pick} onRemove={unpick} error={imageError} />
      {failure && <p class={css.error} role="alert">{failure}</p>}
      <SubmitButton pending={pending} disabled={!text.trim()}>{t`Submit`}</SubmitButton>
    </form>
  );
}
