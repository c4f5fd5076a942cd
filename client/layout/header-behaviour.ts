/** Past this many pixels of scroll the bar turns opaque with a shadow. */
export const SCROLL_THRESHOLD = 50;

/**
 * The header's behaviours on the server-rendered bar: opaque past the threshold or while the menu is
 * open; the mobile menu opens and closes with its button, closes on Escape (focus back on the
 * button) and when one of its links is followed.
 */
export function enableHeader(): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  const toggle = header?.querySelector<HTMLButtonElement>('.site-header__toggle');
  const menu = header?.querySelector<HTMLElement>('#mobile-menu');
  if (!header || !toggle || !menu) return;
  const label = toggle.querySelector('.visually-hidden');

  const isOpen = () => !menu.hidden;
  const paint = () => header.classList.toggle('is-scrolled', isOpen() || window.scrollY > SCROLL_THRESHOLD);
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    // The labels come with the server's markup (content/interface.ts), so this script holds no text.
    if (label) label.textContent = (open ? toggle.dataset.labelOpen : toggle.dataset.labelClosed) ?? '';
    paint();
  };

  paint();
  window.addEventListener('scroll', paint, { passive: true });
  toggle.addEventListener('click', () => setOpen(!isOpen()));
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    toggle.focus();
  });
}
