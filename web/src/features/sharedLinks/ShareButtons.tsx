import { Copy, Mail, MessageCircle, MessageSquare, Send, Smartphone } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_TARGETS, shareHref, type ShareTarget } from './shareTargets.js';

const ICONS: Record<ShareTarget, ReactNode> = {
  email: <Mail size={16} aria-hidden />,
  messenger: <MessageCircle size={16} aria-hidden />,
  sms: <Smartphone size={16} aria-hidden />,
  telegram: <Send size={16} aria-hidden />,
  whatsapp: <MessageSquare size={16} aria-hidden />,
};

/** How long "copied" stays on the button (spec: copied indicator 2000 ms). */
const COPIED_MS = 2000;

/** Copy link plus the five networks, each opening its share intent with text and link. */
export function ShareButtons({ url, plates }: { url: string; plates: readonly string[] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = t('sharedlinks.share_text', { plates: plates.join(', ') });
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (): void => {
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      (error: unknown) => console.error('copy failed', error),
    );
  };

  return (
    <div className="share-buttons">
      <button type="button" onClick={copy} aria-live="polite">
        <Copy size={16} aria-hidden /> {copied ? t('common.copied') : t('sharedlinks.copy_link')}
      </button>
      <span className="muted">{t('sharedlinks.share_via')}</span>
      {SHARE_TARGETS.map((target) => (
        <a
          key={target}
          className="button share-target"
          data-target={target}
          href={shareHref(target, text, url, t('sharedlinks.title'))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t(`sharedlinks.share.${target}`)}
          title={t(`sharedlinks.share.${target}`)}
        >
          {ICONS[target]}
        </a>
      ))}
    </div>
  );
}
