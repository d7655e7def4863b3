import { zodResolver } from '@hookform/resolvers/zod';
import { PROMOTION_APPLICATION, promotionRemarkSchema } from '@platform/contracts';
import { ImagePlus, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import form from '@/components/ui/form.module.css';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useProblemText } from '@/lib/form-problems';
import { applyToPromotion, type Application } from '../api/promotion-calls';
import { checkImages, type ImageProblem } from './image-rules';
import styles from './promotions.module.css';

type Props = {
  promotionId: number;
  /** Runs the action for a real account; a visitor gets the login popup, a trial account the trial dialog. */
  requireRealAccount: (action: () => void) => void;
  onApplied: (application: Application) => void;
};

type Picked = { file: File; url: string };

const MAX = PROMOTION_APPLICATION.remarkMax;
const MB = `${PROMOTION_APPLICATION.maxImageBytes / 1024 / 1024} MB`;
/** The remark as the contract takes it; the images are checked by `checkImages` as they are picked. */
const applySchema = z.object({ remark: promotionRemarkSchema });

/** The application: a remark of at most 140 characters and up to three PNG or JPG images under 5 MB. */
export function ApplyForm({ promotionId, requireRealAccount, onApplied }: Props) {
  const { t } = useTranslation();
  const remarkId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const problem = useProblemText();
  const { register, handleSubmit, formState, control, setError, clearErrors } = useForm<{ remark: string }>({
    resolver: zodResolver(applySchema),
    defaultValues: { remark: '' },
  });
  const remark = useWatch({ control, name: 'remark' }) ?? '';
  const [images, setImages] = useState<Picked[]>([]);
  const [problems, setProblems] = useState<ImageProblem[]>([]);
  const [imagesError, setImagesError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Previews live in memory until they are removed or the form goes away.
  const shown = useRef(images);
  useEffect(() => {
    shown.current = images;
  }, [images]);
  useEffect(() => () => shown.current.forEach((i) => URL.revokeObjectURL(i.url)), []);

  const length = remark.trim().length;
  const tooLong = length > MAX;

  const problemText = (p: ImageProblem) => {
    switch (p.kind) {
      case 'tooMany':
        return t('promo.apply.tooMany', { max: PROMOTION_APPLICATION.maxImages });
      case 'type':
        return t('promo.apply.wrongType', { name: p.name });
      case 'size':
        return t('promo.apply.tooLarge', { name: p.name, size: MB });
      case 'empty':
        return t('promo.apply.emptyFile', { name: p.name });
    }
  };

  const onPick = async (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (picked.length === 0) return;
    setImagesError(null);
    const { accepted, problems: found } = await checkImages(
      images.map((i) => i.file),
      picked,
    );
    setProblems(found);
    if (accepted.length)
      setImages((kept) => [...kept, ...accepted.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
  };

  const remove = (index: number) => {
    setImages((kept) => {
      const gone = kept[index];
      if (gone) URL.revokeObjectURL(gone.url);
      return kept.filter((_, i) => i !== index);
    });
    setProblems([]);
  };

  const send = async (text: string) => {
    setBusy(true);
    setFormError(null);
    try {
      const application = await applyToPromotion(
        promotionId,
        text,
        images.map((i) => i.file),
      );
      onApplied(application);
    } catch (e) {
      const field = e instanceof ApiError ? e.field : undefined;
      if (field === 'remark') setError('remark', { type: 'manual', message: errorText(e) });
      else if (field === 'images') setImagesError(errorText(e));
      else setFormError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = handleSubmit(({ remark: text }) => requireRealAccount(() => void send(text)));
  const remarkError = problem(formState.errors.remark, () => t('promo.apply.remarkTooLong', { max: MAX }));

  const full = images.length >= PROMOTION_APPLICATION.maxImages;
  return (
    <form className={form.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="apply-form">
      {formError ? (
        <p className={form.banner} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={form.field}>
        <label className={form.label} htmlFor={remarkId}>
          {t('promo.apply.remark')}
        </label>
        <textarea
          id={remarkId}
          className={`${form.input} ${styles.textarea} ${remarkError || tooLong ? form.invalid : ''}`}
          rows={3}
          placeholder={t('promo.apply.remarkHint')}
          aria-invalid={remarkError || tooLong ? true : undefined}
          aria-describedby={`${remarkId}-count`}
          {...register('remark', {
            onChange: (e: { target: { value: string } }) => {
              if (e.target.value.trim().length <= MAX) clearErrors('remark');
            },
          })}
        />
        <div className={styles.meta}>
          {remarkError ? (
            <p className={form.error} role="alert" data-testid="field-error-remark">
              {remarkError}
            </p>
          ) : (
            <span />
          )}
          <span
            id={`${remarkId}-count`}
            className={`${styles.counter} ${tooLong ? styles.counterOver : ''}`}
            data-testid="remark-counter"
          >
            {length} / {MAX}
          </span>
        </div>
      </div>

      <div className={form.field}>
        <span className={form.label}>{t('promo.apply.images')}</span>
        <p className={form.hint}>
          {t('promo.apply.imagesHint', { max: PROMOTION_APPLICATION.maxImages, size: MB })}
        </p>
        <ul className={styles.previews}>
          {images.map((image, i) => (
            <li key={image.url} className={styles.preview}>
              <img src={image.url} width={96} height={96} alt={image.file.name} />
              <button
                type="button"
                className={styles.remove}
                onClick={() => remove(i)}
                aria-label={t('promo.apply.remove', { name: image.file.name })}
                data-testid={`remove-image-${i}`}
              >
                <X size={14} aria-hidden />
              </button>
            </li>
          ))}
          {full ? null : (
            <li>
              <label className={styles.addImage}>
                <ImagePlus size={22} aria-hidden />
                <span>{t('promo.apply.add')}</span>
                <input
                  ref={fileInput}
                  type="file"
                  accept={PROMOTION_APPLICATION.imageTypes.join(',')}
                  multiple
                  className="visually-hidden"
                  onChange={(e) => void onPick(e.target.files)}
                  data-testid="apply-images"
                />
              </label>
            </li>
          )}
        </ul>
        {problems.length > 0 || imagesError ? (
          <ul className={styles.problems} role="alert" data-testid="field-error-images">
            {problems.map((p, i) => (
              <li key={i}>{problemText(p)}</li>
            ))}
            {imagesError ? <li>{imagesError}</li> : null}
          </ul>
        ) : null}
      </div>

      <Button type="submit" variant="accent" block disabled={busy} data-testid="apply-submit">
        <Send size={18} aria-hidden /> {t('promo.apply.submit')}
      </Button>
    </form>
  );
}
