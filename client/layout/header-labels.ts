/** The menu button's accessible name in each state (shared by the server markup and the script). */
export const MENU_LABELS = { closed: 'Ouvrir le menu', open: 'Fermer le menu' } as const;
