/** Lower case, accents removed, ligatures spelt out: "Œuvre à l'écran" -> "oeuvre a l'ecran". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}
