import type { NgaOfferOutcome } from './notification';
import type { NotificationData } from './notification-snack-bar';

const BANNER = 'nga-notification-fallback';
const REPLACED = 'nga-notification-replaced';

const COLORS = {
  error: 'error-container',
  success: 'tertiary-container',
  info: 'inverse-surface',
} as const;

/**
 * Shows a notification when the snack bar's code did not download: a banner at the bottom of
 * the page, written with the DOM alone since it is in the first bundle. It says the message,
 * with the action (if any), "Reload the page" and `dismiss`; an error is an alert and stays
 * until answered. A newer notification replaces it (`'expired'`), as in the snack bar.
 */
export function showFallbackNotification(
  document: Document,
  data: NotificationData,
  reload: string,
): Promise<NgaOfferOutcome> {
  document.querySelector(`.${BANNER}`)?.dispatchEvent(new Event(REPLACED));
  const banner = document.createElement('div');
  const color = COLORS[data.type];
  const onColor = color === 'inverse-surface' ? 'inverse-on-surface' : `on-${color}`;
  banner.className = `${BANNER} ${BANNER}-${data.type}`;
  banner.setAttribute('role', data.type === 'error' ? 'alert' : 'status');
  banner.style.cssText =
    'position:fixed;z-index:1100;left:50%;bottom:16px;transform:translateX(-50%);' +
    'box-sizing:border-box;width:max-content;max-width:min(640px,calc(100vw - 16px));' +
    'display:flex;flex-wrap:wrap;align-items:center;justify-content:flex-end;gap:4px 8px;' +
    'padding:8px 8px 8px 16px;border-radius:var(--mat-sys-corner-extra-small,4px);' +
    'box-shadow:var(--mat-sys-level3);font:var(--mat-sys-body-medium);' +
    `background:var(--mat-sys-${color});color:var(--mat-sys-${onColor})`;
  const text = document.createElement('span');
  text.textContent = data.message;
  text.style.cssText = 'flex:1 1 240px';
  banner.append(text);
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = (outcome: NgaOfferOutcome) => {
      clearTimeout(timer);
      banner.remove();
      resolve(outcome);
    };
    const button = (label: string, onClick: () => void) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.textContent = label;
      element.style.cssText =
        'padding:8px 12px;border:none;border-radius:var(--mat-sys-corner-full,20px);' +
        'background:none;color:inherit;font:var(--mat-sys-label-large);cursor:pointer';
      element.addEventListener('click', onClick);
      banner.append(element);
    };
    if (data.action) button(data.action, () => end('action'));
    if (data.action !== reload) button(reload, () => document.location.reload());
    button(data.dismiss, () => end('dismissed'));
    banner.addEventListener(REPLACED, () => end('expired'));
    document.body.append(banner);
    const duration =
      data.duration === undefined ? (data.type === 'error' ? null : 4000) : data.duration;
    if (duration !== null) timer = setTimeout(() => end('expired'), duration);
  });
}
