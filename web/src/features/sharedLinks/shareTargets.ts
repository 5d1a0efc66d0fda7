/** The networks of the spec's share buttons, in its order. */
export const SHARE_TARGETS = ['email', 'messenger', 'sms', 'telegram', 'whatsapp'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** The public view's address for a token, on this site. */
export function viewUrl(origin: string, token: string): string {
  return `${origin}/view-shared-link/${encodeURIComponent(token)}`;
}

/**
 * The address each share button opens: the network's own share intent with the text (the spec's
 * "Track the position of the selected vehicles" plus the plates) and the link.
 */
export function shareHref(target: ShareTarget, text: string, url: string, subject: string): string {
  const both = encodeURIComponent(`${text}\n${url}`);
  switch (target) {
    case 'email':
      return `mailto:?subject=${encodeURIComponent(subject)}&body=${both}`;
    case 'messenger':
      return `fb-messenger://share/?link=${encodeURIComponent(url)}`;
    case 'sms':
      return `sms:?&body=${both}`;
    case 'telegram':
      return `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${both}`;
  }
}
