/** Colour of each article category; any other category gets the default. */
export const categoryColours: Record<string, string> = {
  'Guide Informatif': '#72B0CC',
  'Guide Pratique': '#82BC6C',
  'Success Story': '#CF6E3F',
  'Étude de Cas': '#72B0CC',
  Analyse: '#CF6E3F',
};
export const DEFAULT_CATEGORY_COLOUR = '#72B0CC';
